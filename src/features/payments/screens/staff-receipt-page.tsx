// /home/registeredPayment?payment=<id>: the receipt of a payment the staff registered, to hand over or print.
import { Link, useLocation } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { commonTexts, conceptNames, methodNames } from '../../../i18n/payments.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { staffPaymentTexts as t } from '../../../i18n/payments-staff.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Printer } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { getStaffPayment } from '../api/get-staff-payment.ts';
import type { StaffPayment } from '../api/staff-types.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { ReceiptPrintStyle } from '../components/receipt-print-style.tsx';
import { actions, big, details, muted, stack } from '../components/styles.ts';
import { salePaths } from '../../../core/routing/paths.ts';
import { staffListPath } from '../staff-query.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';

function Receipt({ payment }: { payment: StaffPayment }) {
  const method =
    payment.method === 'pos' && payment.card_last4 ? `${methodNames.pos} · ${t.card(payment.card_last4)}` : methodNames[payment.method];
  return (
    <div className={stack}>
      <ReceiptPrintStyle />
      <Card as="article" aria-labelledby="staff-receipt-title" className={stack} data-receipt="">
        <p className={muted}>{t.provider}</p>
        <h2 id="staff-receipt-title">{t.receiptHeading}</h2>
        <p className={big}>{payment.receipt_number}</p>
        <dl className={details}>
          <dt>{t.date}</dt>
          <dd>{t.dateTime(payment.created_at)}</dd>
          <dt>{t.customer}</dt>
          <dd>{payment.customer_document ? `${payment.customer_name} (${payment.customer_document})` : payment.customer_name}</dd>
          <dt>{t.concept}</dt>
          <dd>{payment.charges.map((c) => `${conceptNames[c.concept] ?? c.description} ${formatMoney(c.amount_cents)}`).join(', ')}</dd>
          <dt>{t.amount}</dt>
          <dd>{formatMoney(payment.amount_cents)}</dd>
          <dt>{t.paidMethod}</dt>
          <dd>{method}</dd>
          {payment.amount_received_cents !== null && (
            <>
              <dt>{t.amountReceived}</dt>
              <dd>{formatMoney(payment.amount_received_cents)}</dd>
              <dt>{t.changeGiven}</dt>
              <dd>{formatMoney(payment.change_cents ?? 0)}</dd>
            </>
          )}
          {payment.pos_voucher && (
            <>
              <dt>{t.voucherShort}</dt>
              <dd>{payment.pos_voucher}</dd>
            </>
          )}
          <dt>{t.place}</dt>
          <dd>{payment.headquarters_name}</dd>
          <dt>{t.registeredBy}</dt>
          <dd>{payment.registered_by_name}</dd>
        </dl>
      </Card>
      <div className={actions} data-no-print="">
        <Button fullWidth icon={Printer} onClick={() => window.print()}>
          {t.print}
        </Button>
        <Link href={`~${salePaths.customer(payment.customer_id)}`} className={buttonClass('secondary', 'md', true)}>
          {t.toCustomer}
        </Link>
        <Link href={`~${staffListPath()}`} className={buttonClass('ghost', 'md', true)}>
          {t.another}
        </Link>
      </div>
    </div>
  );
}

function NotFound({ message }: { message: string }) {
  const [, navigate] = useLocation();
  const href = staffListPath();
  return (
    <Alert
      type="warning"
      message={message}
      action={{
        label: t.toList,
        href,
        onClick: (e) => {
          e.preventDefault();
          navigate(`~${href}`);
        },
      }}
    />
  );
}

function Load({ id }: { id: string }) {
  const remote = useRemote(() => getStaffPayment(id), id, { afterConfig: true });
  if (remote.status === 'error' && (remote.httpStatus === 404 || remote.httpStatus === 403))
    return <NotFound message={t.receiptNotFound} />;
  return (
    <RemoteView remote={remote} errorTitle={t.receiptLoadError} loadingLabel={commonTexts.loading}>
      {(payment) => <Receipt payment={payment} />}
    </RemoteView>
  );
}

export function StaffReceiptPage() {
  useDocumentTitle(t.titles.receipt);
  const id = new URLSearchParams(window.location.search).get('payment')?.trim() ?? '';
  return (
    <>
      <PageHeader title={t.receiptTitle} />
      {id ? <Load key={id} id={id} /> : <NotFound message={t.noReceipt} />}
    </>
  );
}
