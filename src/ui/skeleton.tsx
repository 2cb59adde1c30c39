import { css, keyframes } from 'goober';
import { cx } from './class-names.ts';
import { vars } from './tokens.ts';

const { color, radius, space } = vars;

const pulse = keyframes`50%{opacity:.55;}`;

const block = css`
  display:block;background:${color.surfaceMuted};border-radius:${radius.sm};
  animation:${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion:reduce){animation:none;}
`;
// The default size is a class, not a style attribute (a prerendered page's CSP refuses style attributes), and only
// when the caller's class has none: two classes setting one property would depend on the order of their rules,
// which differs between a prerendered page's style and the sheet the script fills.
const defaultSize = css`width:100%;height:1em;`;
const round = css`border-radius:${radius.full};`;
const lines = css`display:flex;flex-direction:column;gap:${space[2]};`;

export type SkeletonProps = {
  width?: string;
  height?: string;
  circle?: boolean;
  /** Several text-like bars, the last one shorter, as a paragraph placeholder. */
  lines?: number;
  /** Sets the size itself when given (without width and height, the default 100% x 1em is not applied). */
  className?: string;
};

/**
 * Grey placeholder shapes while data loads. Hidden from assistive technology: the screen that shows
 * skeletons also renders a Spinner (or another role="status" text) so the wait is announced once.
 * `data-skeleton` lets a test (or a host's own monitoring) tell that a screen is still waiting for data.
 */
export function Skeleton({ width, height, circle, lines: count, className }: SkeletonProps) {
  if (count) {
    return (
      <span aria-hidden="true" data-skeleton className={cx(lines, className)}>
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={block} style={{ width: i === count - 1 && count > 1 ? '60%' : (width ?? '100%'), height }} />
        ))}
      </span>
    );
  }
  const size = width || height ? { width, height } : undefined;
  return (
    <span
      aria-hidden="true"
      data-skeleton
      className={cx(block, !size && !className && defaultSize, circle && round, className)}
      style={size}
    />
  );
}
