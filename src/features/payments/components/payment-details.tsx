import { formatDate } from '../../../i18n/format.ts';
import { methodNames, resultTexts as t } from '../../../i18n/payments.ts';
import { formatMoney } from '../../../i18n/format.ts';
import type { Payment } from '../api/types.ts';
import { details } from './styles.ts';

/** Amount, concept, method (the card's last digits, the headquarters' reference) and date of a payment. */
export function PaymentDetails({ payment }: { payment: Payment }) {
  const method = payment.card
    ? `${methodNames[payment.method]} · ${t.card(payment.card.brand, payment.card.last4)}`
    : `${methodNames[payment.method] ?? payment.method}${payment.site ? ` · ${payment.site.headquarters_name}` : ''}`;
  return (
    <dl className={details}>
      <dt>{t.amount}</dt>
      <dd>{formatMoney(payment.amount_cents)}</dd>
      <dt>{t.concept}</dt>
      <dd>{payment.description}</dd>
      <dt>{t.method}</dt>
      <dd>{method}</dd>
      <dt>{t.date}</dt>
      <dd>{formatDate(payment.paid_at ?? payment.created_at)}</dd>
      {payment.site && (
        <>
          <dt>{t.reference}</dt>
          <dd>{payment.site.code}</dd>
        </>
      )}
      <dt>{t.paymentNumber}</dt>
      <dd>{payment.id}</dd>
    </dl>
  );
}
