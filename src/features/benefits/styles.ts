import { css } from 'goober';
import { vars } from '../../ui/tokens.ts';

const { color, space, font, radius } = vars;

export const list = css`display:flex;flex-direction:column;gap:${space[4]};list-style:none;padding:0;margin:0;`;
export const section = css`display:flex;flex-direction:column;gap:${space[3]};`;
export const head = css`display:flex;justify-content:space-between;align-items:flex-start;gap:${space[2]};flex-wrap:wrap;`;
export const partner = css`font-size:${font.sm};color:${color.textMuted};font-weight:600;`;
export const title = css`font-size:${font.lg};margin:0;`;
export const muted = css`color:${color.textMuted};font-size:${font.sm};`;
export const codeBox = css`
  display:flex;align-items:center;justify-content:space-between;gap:${space[3]};flex-wrap:wrap;
  padding:${space[3]};border:2px dashed ${color.primary};border-radius:${radius.md};background:${color.primarySoft};
`;
export const code = css`font-family:ui-monospace,Menlo,Consolas,monospace;font-size:${font.lg};font-weight:700;letter-spacing:.05em;user-select:all;`;
export const details = css`
  border-top:1px solid ${color.border};padding-top:${space[2]};
  & > summary{cursor:pointer;font-weight:600;color:${color.primary};min-height:44px;display:flex;align-items:center;}
  & h3{font-size:${font.md};margin:${space[3]} 0 ${space[1]};}
  & ul{padding-left:${space[5]};list-style:disc;}
`;
export const places = css`list-style:none !important;padding:0 !important;display:flex;flex-direction:column;gap:${space[3]};`;
export const row = css`display:flex;flex-wrap:wrap;gap:${space[2]};align-items:center;`;
export const filters = css`display:flex;flex-direction:column;gap:${space[3]};margin-bottom:${space[4]};`;
