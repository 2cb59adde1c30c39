import type { ReactNode } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import type { IconComponent } from './icons.ts';
import { vars } from './tokens.ts';

const { color, space, font, radius } = vars;

export const stateBox = css`
  display:flex;flex-direction:column;align-items:center;gap:${space[3]};text-align:center;
  padding:${space[6]} ${space[4]};color:${color.textMuted};
`;
export const stateIcon = css`
  display:flex;align-items:center;justify-content:center;width:64px;height:64px;
  border-radius:${radius.full};background:var(--tone-soft);color:var(--tone);
`;
export const stateTitle = css`font-size:${font.lg};font-weight:700;color:${color.text};`;
const neutral = css`--tone:${color.primary};--tone-soft:${color.primarySoft};`;

export type EmptyStateProps = {
  title: string;
  message?: ReactNode;
  icon?: IconComponent;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  /** Heading level of the title inside the page (default 2). */
  level?: 2 | 3;
  className?: string;
};

/** "Nothing here yet": says why the list is empty and what to do next. */
export function EmptyState({ title, message, icon: Icon, action, level = 2, className }: EmptyStateProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <div className={cx(stateBox, neutral, className)}>
      {Icon && (
        <span className={stateIcon}>
          <Icon size={32} />
        </span>
      )}
      <Heading className={stateTitle}>{title}</Heading>
      {message && <p>{message}</p>}
      {action}
    </div>
  );
}
