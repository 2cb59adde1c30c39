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
const round = css`border-radius:${radius.full};`;
const lines = css`display:flex;flex-direction:column;gap:${space[2]};`;

export type SkeletonProps = {
  width?: string;
  height?: string;
  circle?: boolean;
  /** Several text-like bars, the last one shorter, as a paragraph placeholder. */
  lines?: number;
  className?: string;
};

/**
 * Grey placeholder shapes while data loads. Hidden from assistive technology: the screen that shows
 * skeletons also renders a Spinner (or another role="status" text) so the wait is announced once.
 * `data-skeleton` lets a test (or a host's own monitoring) tell that a screen is still waiting for data.
 */
export function Skeleton({ width = '100%', height = '1em', circle, lines: count, className }: SkeletonProps) {
  if (count) {
    return (
      <span aria-hidden="true" data-skeleton className={cx(lines, className)}>
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={block} style={{ width: i === count - 1 && count > 1 ? '60%' : width, height }} />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" data-skeleton className={cx(block, circle && round, className)} style={{ width, height }} />;
}
