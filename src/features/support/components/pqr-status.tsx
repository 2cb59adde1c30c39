import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { pqrTexts as t } from '../../../i18n/support-pqr.ts';
import type { PqrStatus } from '../api/pqr-types.ts';

const tones: Record<PqrStatus, BadgeTone> = { received: 'info', in_progress: 'warning', answered: 'success' };

export function PqrStatusBadge({ status }: { status: PqrStatus }) {
  return <Badge tone={tones[status]}>{t.statuses[status]}</Badge>;
}
