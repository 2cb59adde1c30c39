// /home/myPayments (Mis Pagos, a menu module for titular and Beneficiario): the member's payments with date,
// concept, amount, method and status; each opens its receipt. Unfinished and replaced attempts are not payments.
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { isBeneficiary } from '../../../core/access/roles.ts';
import { currentUser } from '../../../core/session/user.ts';
import { formatDate } from '../../../i18n/format.ts';
import { methodNames, myPaymentsTexts as t, paymentStatusNames, commonTexts } from '../../../i18n/payments.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Inbox } from '../../../ui/icons.ts';
import { ListItem } from '../../../ui/list-item.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { listPayments } from '../api/list-payments.ts';
import type { Payment, PaymentStatus } from '../api/types.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { amount, list, stack } from '../components/styles.ts';
import { paymentPaths } from '../../../core/routing/paths.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';

export const statusTones: Record<PaymentStatus, BadgeTone> = {
  approved: 'success',
  rejected: 'danger',
  pending: 'warning',
  awaiting_confirmation: 'warning',
  created: 'neutral',
  cancelled: 'neutral',
};

const shown = (payments: Payment[]) => payments.filter((p) => p.status !== 'created' && p.status !== 'cancelled');

function Payments({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) {
    const beneficiary = isBeneficiary(currentUser()?.role ?? '');
    return <EmptyState icon={Inbox} title={t.emptyTitle} message={beneficiary ? t.emptyBeneficiary : t.emptyMessage} />;
  }
  return (
    <Card flush>
      <ul className={list} aria-label={t.listLabel}>
        {payments.map((payment) => (
          <li key={payment.id}>
            <Link href={`~${paymentPaths.receipt(payment.id)}`} asChild>
              <ListItem
                title={payment.description}
                description={
                  <span className={stack}>
                    <span>{t.row(formatDate(payment.paid_at ?? payment.created_at), methodNames[payment.method] ?? payment.method)}</span>
                    <span>
                      <Badge tone={statusTones[payment.status]}>{paymentStatusNames[payment.status]}</Badge>
                    </span>
                  </span>
                }
                trailing={<span className={amount}>{formatMoney(payment.amount_cents)}</span>}
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function MyPaymentsPage() {
  useDocumentTitle(t.title);
  const remote = useRemote(() => listPayments(currentUser()?.id ?? '').then(shown), 'my-payments-page', { afterConfig: true });
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <RemoteView remote={remote} errorTitle={commonTexts.loadError} loadingLabel={commonTexts.loading}>
        {(payments) => <Payments payments={payments} />}
      </RemoteView>
    </>
  );
}
