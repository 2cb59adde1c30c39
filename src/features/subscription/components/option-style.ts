// A choice drawn as a card: the whole card is the label of its radio or checkbox (a large target), and the
// checked one is outlined in the brand colour.
import { css } from 'goober';
import { vars } from '../../../ui/tokens.ts';

const { space, color, radius, font } = vars;

export const optionList = css`display:grid;gap:${space[3]};border:0;margin:0;padding:0;& legend{font-weight:700;font-size:${font.lg};margin-bottom:${space[3]};}`;
export const optionCard = css`
  display:grid;grid-template-columns:auto minmax(0,1fr);column-gap:${space[3]};align-items:start;padding:${space[4]};
  background:${color.surface};cursor:pointer;
  border:2px solid ${color.border};border-radius:${radius.md};
  &:has(input:checked){border-color:${color.primary};background:${color.primarySoft};}
  & input{grid-row:1 / span 3;width:1.25rem;height:1.25rem;margin-top:2px;accent-color:${color.primary};}
  & > span{grid-column:2;}
`;
export const optionName = css`font-weight:700;display:block;`;
export const optionPrice = css`color:${color.primary};font-weight:700;display:block;`;
export const optionDetail = css`color:${color.textMuted};font-size:${font.sm};display:block;`;
