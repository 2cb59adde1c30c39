import { css } from 'goober';
import { vars } from '../../../ui/tokens.ts';

const { color, space, font } = vars;

export const stack = css`display:flex;flex-direction:column;gap:${space[4]};`;
export const list = css`list-style:none;margin:0;padding:0;`;
/** A charge's line: its text and amount as a splitLine (ui/split-line.ts), the amount under the text when narrow. */
export const row = css`padding:${space[3]} ${space[4]};border-bottom:1px solid ${color.border};`;
export const rowText = css`display:flex;flex-direction:column;gap:${space[1]};`;
export const muted = css`color:${color.textMuted};font-size:${font.sm};`;
export const amount = css`font-weight:700;white-space:nowrap;font-variant-numeric:tabular-nums;`;
export const totalRow = css`display:flex;justify-content:space-between;padding:${space[3]} ${space[4]};font-size:${font.lg};font-weight:700;`;
export const details = css`
  display:grid;grid-template-columns:auto minmax(0,1fr);gap:${space[2]} ${space[4]};margin:0;
  & dt{color:${color.textMuted};}& dd{margin:0;font-weight:600;}
`;
export const actions = css`display:flex;flex-direction:column;gap:${space[3]};`;
export const big = css`font-size:${font.xxl};font-weight:700;letter-spacing:.06em;font-variant-numeric:tabular-nums;`;
