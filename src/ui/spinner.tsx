import { css, keyframes } from 'goober';
import { cx } from './class-names.ts';
import { vars } from './tokens.ts';

const spin = keyframes`to{transform:rotate(1turn);}`;

/** A CSS ring in currentColor: shared with Button's loading state, no SVG to ship. */
export const spinnerRing = css`
  display:inline-block;width:1.25em;height:1.25em;border-radius:50%;
  border:.17em solid currentColor;border-right-color:transparent;
  animation:${spin} .8s linear infinite;
  @media (prefers-reduced-motion:reduce){animation-duration:2.4s;}
`;

const wrap = css`display:inline-flex;align-items:center;gap:${vars.space[2]};color:${vars.color.primary};`;

export type SpinnerProps = {
  /** Spoken by screen readers ("Cargando…"); shown next to the ring when `showLabel`. */
  label: string;
  showLabel?: boolean;
  className?: string;
};

export function Spinner({ label, showLabel, className }: SpinnerProps) {
  return (
    <span role="status" className={cx(wrap, className)}>
      <span className={spinnerRing} aria-hidden="true" />
      <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>
    </span>
  );
}
