import { useLocation } from 'wouter';
import { Alert } from '../../../ui/alert.tsx';
import { subscriptionTexts as t } from '../../../i18n/subscription.ts';
import type { Subscription } from '../api/types.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { subscriptionPaths } from '../../../core/routing/paths.ts';

/** An upgrade or extension confirmed but not paid yet: say so, and lead to its payment. */
export function PendingChanges({ changes }: { changes: Subscription['pending_changes'] }) {
  const [, navigate] = useLocation();
  return (
    <>
      {changes.map((change) => (
        <Alert
          key={change.charge_id}
          type="warning"
          title={t.pendingTitle}
          message={t.pendingLine(change.description, formatMoney(change.amount_cents))}
          action={{
            label: t.pay,
            onClick: () => navigate(`~${change.concept === 'upgrade' ? subscriptionPaths.payUpgrade : subscriptionPaths.payExtension}`),
          }}
        />
      ))}
    </>
  );
}
