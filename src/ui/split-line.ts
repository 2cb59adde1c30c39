import { css } from 'goober';
import { vars } from './tokens.ts';

const { space } = vars;

/**
 * A line of two: the first child (a name, a title) takes the room, the last (an amount, a badge) sits at the end.
 * When both do not fit (150 % text on a 320 px phone) the last moves under the first instead of squeezing it until
 * its words break ("Fami" / "liar").
 */
export const splitLine = css`
  display:flex;flex-wrap:wrap;align-items:center;gap:${space[1]} ${space[3]};
  & > :first-child{flex:1 1 8rem;min-width:0;}& > :last-child{margin-left:auto;}
`;
