import { css } from 'goober';
import { CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint } from './icons.ts';
import type { IconComponent } from './icons.ts';
import { vars } from './tokens.ts';

export type StatusType = 'danger' | 'warning' | 'success' | 'info';

const { color } = vars;

/** Icon per status: shape as well as colour tells the types apart (WCAG 1.4.1). */
export const statusIcon: Record<StatusType, IconComponent> = {
  danger: CircleExclamationPoint,
  warning: TriangleExclamationPoint,
  success: CircleCheck,
  info: Info,
};

/** Sets --tone and --tone-soft, which Alert and Toast paint with. */
export const statusTone: Record<StatusType, string> = {
  danger: css`--tone:${color.danger};--tone-soft:${color.dangerSoft};`,
  warning: css`--tone:${color.warning};--tone-soft:${color.warningSoft};`,
  success: css`--tone:${color.success};--tone-soft:${color.successSoft};`,
  info: css`--tone:${color.info};--tone-soft:${color.infoSoft};`,
};
