import type { ReactNode } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import { statusTone } from './status.ts';
import type { StatusType } from './status.ts';
import { vars } from './tokens.ts';

const { color, space, font, radius } = vars;

const pill = css`
  display:inline-flex;align-items:center;padding:2px ${space[2]};border-radius:${radius.full};
  font-size:${font.sm};font-weight:600;line-height:1.5;max-width:100%;
  background:var(--tone-soft);color:var(--tone);
`;
const tones: Record<BadgeTone, string> = {
  ...statusTone,
  neutral: css`--tone:${color.textMuted};--tone-soft:${color.surfaceMuted};`,
  primary: css`--tone:${color.primary};--tone-soft:${color.primarySoft};`,
};

export type BadgeTone = StatusType | 'neutral' | 'primary';

/** A short status word ("Activo", "En Mora"): tinted text, never colour alone. */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cx(pill, tones[tone], className)}>{children}</span>;
}
