import type { ButtonHTMLAttributes } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import type { IconComponent } from './icons.ts';
import { vars } from './tokens.ts';

const { color, radius, motion, size: sizes } = vars;

const base = css`
  display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;
  width:${sizes.control};height:${sizes.control};padding:0;
  border:0;border-radius:${radius.full};background:transparent;color:inherit;
  transition:background-color ${motion.fast};
  &:hover{background:${color.surfaceMuted};}
  &:disabled{opacity:.6;cursor:not-allowed;}
`;
// Still 32 px: above WCAG 2.2's 24 px minimum, for dense places like a toast's close button.
const small = css`width:${sizes.controlSm};height:${sizes.controlSm};`;

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'class' | 'children'> & {
  icon: IconComponent;
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  size?: 'md' | 'sm';
  className?: string;
};

export function IconButton({ icon: Icon, label, size = 'md', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} {...rest} className={cx(base, size === 'sm' && small, className)}>
      <Icon size={size === 'sm' ? 18 : 22} />
    </button>
  );
}
