import { css } from 'goober';
import { cx } from './class-names.ts';
import { vars } from './tokens.ts';

const { color, radius } = vars;

const disc = css`
  display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;border-radius:${radius.full};
  background:${color.primarySoft};color:${color.primary};font-weight:700;letter-spacing:.02em;user-select:none;
`;

/** "María José Pérez" -> "MJ": the first letters of the first two words, Spanish upper-casing. */
export const initials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toLocaleUpperCase('es');

export type AvatarProps = {
  name: string;
  /** Diameter in px; 40 by default. */
  size?: number;
  /** Decorative next to a visible name (the default); pass a label when the avatar stands alone. */
  label?: string;
  className?: string;
};

export function Avatar({ name, size = 40, label, className }: AvatarProps) {
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <span {...a11y} className={cx(disc, className)} style={{ width: size, height: size, fontSize: size * 0.4 }}>
      {initials(name)}
    </span>
  );
}
