import { glob } from 'goober';
import { readingComfortRules, reducedMotionDeclarations, rootDeclarations, vars } from './tokens.ts';

const { color, font, family } = vars;

// One global sheet: tokens on :root, a small reset, base typography and the accessibility rules every
// screen relies on (visible focus, reduced motion, .visually-hidden). glob is goober's smallest way in.
// overflow-wrap:break-word breaks a word only when it is longer than its whole line (an e-mail address at 150 %
// text). `anywhere` also let every flex and grid item shrink to one letter's width, so at 150 % on a 320 px phone a
// title beside an amount read "Fami" / "liar"; a box that must hold a long word has min-width:0 or minmax(0,...).
export function installGlobalStyle(): void {
  glob(`
    :root{${rootDeclarations};}
    *,*::before,*::after{box-sizing:border-box;}
    html{-webkit-text-size-adjust:100%;text-size-adjust:100%;}
    ${readingComfortRules}
    body{margin:0;overflow-wrap:break-word;font-family:${family.body};font-size:${font.md};line-height:1.5;color:${color.text};background:${color.bg};-webkit-font-smoothing:antialiased;}
    h1,h2,h3,h4,p,ul,ol,dl,dd,figure{margin:0;}
    ul,ol{padding:0;list-style:none;}
    h1,h2,h3,h4{line-height:1.25;font-weight:700;}
    button,input,select,textarea{font:inherit;color:inherit;margin:0;}
    button{cursor:pointer;}
    svg{flex-shrink:0;}
    a{color:${color.primary};text-underline-offset:2px;}
    [hidden]{display:none!important;}
    :focus-visible{outline:3px solid ${color.focus};outline-offset:2px;}
    .visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;}
    @media (prefers-reduced-motion:reduce){
      :root{${reducedMotionDeclarations};}
      *,*::before,*::after{transition-duration:0ms!important;scroll-behavior:auto!important;}
    }
  `);
}
