import { css } from 'goober';
import { vars } from '../../ui/tokens.ts';
import { RotateCw } from '../../ui/icons.ts';
import { shellTexts as t } from '../../i18n/shell.ts';

const { color, space, font, z } = vars;

// Pure CSS: shown only in landscape on small touch screens, so it costs nothing elsewhere and
// display:none keeps it out of the accessibility tree until it shows.
const overlay = css`
  display:none;
  @media (orientation:landscape) and (pointer:coarse) and (max-height:500px){
    display:flex;position:fixed;inset:0;z-index:${z.overlay};flex-direction:column;align-items:center;justify-content:center;
    gap:${space[3]};padding:${space[5]};background:${color.primary};color:${color.onPrimary};text-align:center;
  }
  & h2{font-size:${font.xl};}
`;

export function RotateOverlay() {
  return (
    <div className={overlay} data-testid="rotate-overlay" role="alertdialog" aria-modal="true" aria-labelledby="rotate-title">
      <RotateCw size={48} aria-hidden="true" />
      <h2 id="rotate-title">{t.rotateTitle}</h2>
      <p>{t.rotateMessage}</p>
    </div>
  );
}
