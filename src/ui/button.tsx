import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import type { IconComponent } from './icons.ts';
import { spinnerRing } from './spinner.tsx';
import { vars } from './tokens.ts';

const { color, space, radius, font, motion, size: sizes } = vars;

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

// max-width and the side padding's cap keep a long label inside a narrow screen at 150 % text: it wraps instead.
const base = css`
  display:inline-flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:${space[2]};max-width:100%;
  min-height:${sizes.control};padding:${space[2]} min(${space[5]},5vw);
  border:2px solid transparent;border-radius:${radius.md};
  font-size:${font.md};font-weight:600;line-height:1.25;text-align:center;text-decoration:none;
  transition:background-color ${motion.fast},border-color ${motion.fast},color ${motion.fast};
  &:disabled,&[aria-disabled=true]{opacity:.6;cursor:not-allowed;}
`;

// The hover rules skip disabled buttons so a disabled button never looks pressable.
const variants: Record<ButtonVariant, string> = {
  primary: css`background:${color.primary};color:${color.onPrimary};&:hover:not(:disabled){background:${color.primaryHover};}`,
  secondary: css`background:${color.surface};color:${color.primary};border-color:${color.primary};&:hover:not(:disabled){background:${color.primarySoft};}`,
  ghost: css`background:transparent;color:${color.primary};&:hover:not(:disabled){background:${color.primarySoft};}`,
  danger: css`background:${color.danger};color:${color.onPrimary};&:hover:not(:disabled){background:${color.dangerHover};}`,
};

// The label is a flex item of its own, so it may shrink below its longest word: a label longer than the screen (an
// e-mail address at 150 % text) breaks inside the button instead of pushing it past the edge, which bare text (an
// anonymous flex item) cannot do since the body breaks a word only where it overflows (ui/global-style.ts). When
// the icon and the whole label do not fit on one line, the label takes a line of its own under the icon (flex-wrap
// on the button), where its words stay whole instead of being squeezed ("beneficiari" / "o").
const label = css`min-width:0;`;

const small = css`min-height:${sizes.controlSm};padding:${space[1]} ${space[3]};font-size:${font.sm};`;
const full = css`width:100%;`;

/** The button look for elements Button does not render itself (a router Link, a file label). */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', fullWidth = false) =>
  cx(base, variants[variant], size === 'sm' && small, fullWidth && full);

type Own = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks, but keeps focus (a disabled button would drop it). */
  loading?: boolean;
  /** A leading decorative icon from ./icons.ts. */
  icon?: IconComponent;
  className?: string;
  children: ReactNode;
};
type Native<T> = Omit<T, keyof Own | 'class'>;
type NativeButton = Native<ButtonHTMLAttributes<HTMLButtonElement>>;
// A link keeps its implicit role: a button-looking link that announced itself as something else would mislead.
type NativeLink = Omit<Native<HTMLAttributes<HTMLAnchorElement>>, 'role'> & { href: string; target?: string; rel?: string };
export type ButtonProps = (Own & NativeButton & { href?: undefined }) | (Own & NativeLink);

/** A button, or a link that looks like one when given `href`. Defaults to type="button": forms pass type="submit". */
export function Button({ variant, size, fullWidth, loading, icon: Icon, className, children, ...rest }: ButtonProps) {
  const cls = cx(buttonClass(variant, size, fullWidth), className);
  const content = (
    <>
      {loading ? <span className={spinnerRing} aria-hidden="true" /> : Icon && <Icon size={20} />}
      <span className={label}>{children}</span>
    </>
  );
  const busy = loading
    ? { 'aria-busy': true as const, 'aria-disabled': true as const, onClick: (e: { preventDefault(): void }) => e.preventDefault() }
    : {};
  if (rest.href !== undefined) {
    return (
      <a {...(rest as NativeLink)} className={cls} {...busy}>
        {content}
      </a>
    );
  }
  const { type = 'button', ...buttonRest } = rest as NativeButton;
  return (
    <button type={type} {...buttonRest} className={cls} {...busy}>
      {content}
    </button>
  );
}
