import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { shownStatus } from '../../../core/access/shown-status.ts';
import { statusLabel } from '../../../i18n/sales.ts';

const tones: Record<string, BadgeTone> = {
  Active: 'success',
  'En Mora': 'danger',
  payment_pending: 'warning',
  payment_confirmation_sent: 'info',
  lost: 'neutral',
};

/** The status of spec section 4 (payment status once the stage is won, the stage before), in words and colour. */
export function StatusBadge({ stage, paymentStatus }: { stage: string | null; paymentStatus: string | null }) {
  const status = shownStatus({
    account: paymentStatus === null ? null : { payment_status: paymentStatus },
    opportunity: stage === null ? null : { stage },
  });
  return <Badge tone={(status && tones[status]) || 'primary'}>{statusLabel(status)}</Badge>;
}
