import { css } from 'goober';
import { vars } from '../../ui/tokens.ts';

const { color, space, font, radius } = vars;

export const stack = css`display:flex;flex-direction:column;gap:${space[4]};`;
export const muted = css`color:${color.textMuted};font-size:${font.sm};`;
export const tabs = css`
  display:flex;gap:${space[2]};flex-wrap:wrap;margin-bottom:${space[4]};
  & a{display:inline-flex;align-items:center;min-height:40px;padding:${space[1]} ${space[3]};border-radius:${radius.full};
    color:${color.primary};font-weight:600;text-decoration:none;border:1px solid ${color.primary};}
  & a[aria-current=page]{background:${color.primary};color:${color.onPrimary};}
`;
export const topic = css`display:flex;flex-direction:column;gap:${space[2]};& h2{font-size:${font.lg};margin:0;}`;
export const question = css`
  background:${color.surface};border-radius:${radius.md};padding:0 ${space[4]};
  & > summary{cursor:pointer;font-weight:600;min-height:48px;display:flex;align-items:center;padding:${space[2]} 0;}
  & > p{padding-bottom:${space[4]};}
`;
export const channelList = css`list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:${space[4]};`;
export const channel = css`display:flex;flex-direction:column;gap:${space[1]};& h3{font-size:${font.md};margin:0;}`;
export const hoursList = css`padding-left:${space[5]};list-style:disc;`;
export const cardTitle = css`font-size:${font.lg};margin:0 0 ${space[3]};`;
export const note = css`color:${color.textMuted};font-size:${font.sm};margin-top:${space[4]};`;
