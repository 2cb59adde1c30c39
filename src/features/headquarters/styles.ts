import { css } from 'goober';
import { vars } from '../../ui/tokens.ts';

const { color, space, font } = vars;

export const list = css`display:flex;flex-direction:column;gap:${space[4]};list-style:none;padding:0;margin:0;`;
export const cardHead = css`display:flex;justify-content:space-between;align-items:flex-start;gap:${space[2]};flex-wrap:wrap;`;
export const name = css`font-size:${font.lg};margin:0;`;
export const muted = css`color:${color.textMuted};font-size:${font.sm};`;
export const row = css`display:flex;flex-wrap:wrap;gap:${space[2]};align-items:center;`;
export const section = css`display:flex;flex-direction:column;gap:${space[3]};`;
export const subheading = css`font-size:${font.md};margin:0;`;
export const address = css`font-style:normal;`;
export const tags = css`display:flex;flex-wrap:wrap;gap:${space[2]};list-style:none;padding:0;margin:0;`;
export const details = css`
  border-top:1px solid ${color.border};padding-top:${space[2]};
  & > summary{cursor:pointer;font-weight:600;color:${color.primary};min-height:44px;display:flex;align-items:center;}
`;
export const hoursTable = css`
  width:100%;border-collapse:collapse;
  & th{text-align:left;font-weight:400;padding:${space[1]} 0;text-transform:capitalize;}
  & td{text-align:right;padding:${space[1]} 0;}
  & tr[aria-current=date]{font-weight:700;}
  & tr + tr{border-top:1px solid ${color.border};}
`;
export const locationBar = css`display:flex;flex-direction:column;align-items:flex-start;gap:${space[3]};& > div{align-self:stretch;}`;
