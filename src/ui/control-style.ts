import { css } from 'goober';
import { vars } from './tokens.ts';

const { color, space, radius, font, motion, size } = vars;

// Shared by Field and Select so every text control has the same box, border and error look.
export const control = css`
  display:block;width:100%;min-width:0;max-width:100%;min-height:${size.control};padding:${space[2]} ${space[3]};
  border:1px solid ${color.borderStrong};border-radius:${radius.md};
  background:${color.surface};color:${color.text};font-size:${font.md};line-height:1.5;
  transition:border-color ${motion.fast};
  &:hover{border-color:${color.text};}
  &[aria-invalid=true]{border:2px solid ${color.danger};}
  &:disabled{background:${color.surfaceMuted};color:${color.textMuted};cursor:not-allowed;}
  &::placeholder{color:${color.textMuted};}
`;

export const fieldWrap = css`display:flex;flex-direction:column;gap:${space[1]};`;
export const labelText = css`font-weight:600;color:${color.text};`;
export const hintText = css`font-size:${font.sm};color:${color.textMuted};`;
export const errorText = css`
  display:flex;gap:${space[1]};align-items:flex-start;font-size:${font.sm};font-weight:600;color:${color.danger};
  & svg{margin-top:1px;}
`;
