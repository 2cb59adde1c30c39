// /home/myPayments/{id}: one payment's receipt, laid out to print cleanly (only the receipt reaches the paper).
import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { currentUser } from '../../../core/session/user.ts';
import { myPaymentsTexts as t, paymentStatusNames, commonTexts } from '../../../i18n/payments.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Download } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { getPayment } from '../api/get-payment.ts';
import type { Payment } from '../api/types.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { PaymentDetails } from '../components/payment-details.tsx';
import { ReceiptPrintStyle } from '../components/receipt-print-style.tsx';
import { actions, details, muted, stack } from '../components/styles.ts';
import { paymentPaths } from '../../../core/routing/paths.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { statusTones } from './my-payments-page.tsx';

const receipt = css`display:flex;flex-direction:column;gap:16px;`;

function Receipt({ payment }: { payment: Payment }) {
  const user = currentUser();
  return (
    <div className={stack}>
      <ReceiptPrintStyle />
      <Card as="article" aria-labelledby="receipt-title" className={receipt} data-receipt="">
        <p className={muted}>{t.provider}</p>
        <h2 id="receipt-title">{t.receiptTitle}</h2>
        <dl className={details}>
          <dt>{t.payer}</dt>
          <dd>{user ? `${user.first_name} ${user.first_lastname}` : ''}</dd>
          <dt>{t.status}</dt>
          <dd>
            <Badge tone={statusTones[payment.status]}>{paymentStatusNames[payment.status]}</Badge>
          </dd>
        </dl>
        <PaymentDetails payment={payment} />
      </Card>
      <div className={actions} data-no-print="">
        <Button fullWidth icon={Download} onClick={() => window.print()}>
          {t.print}
        </Button>
        <Link href={`~${paymentPaths.myPayments}`} className={buttonClass('ghost', 'md', true)}>
          {t.backToList}
        </Link>
      </div>
    </div>
  );
}

export function ReceiptPage({ params }: { params: { id?: string } }) {
  useDocumentTitle(t.receiptTitle);
  const remote = useRemote(() => getPayment(params.id ?? ''), params.id ?? '', { afterConfig: true });
  return (
    <>
      <PageHeader title={t.receiptTitle} />
      {remote.status === 'error' && (remote.httpStatus === 404 || remote.httpStatus === 403) ? (
        <Alert type="info" message={t.notFound} action={{ label: t.backToList, href: paymentPaths.myPayments }} />
      ) : (
        <RemoteView remote={remote} errorTitle={commonTexts.loadError} loadingLabel={commonTexts.loading}>
          {(payment) => <Receipt payment={payment} />}
        </RemoteView>
      )}
    </>
  );
}
