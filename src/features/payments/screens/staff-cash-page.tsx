// /home/paymentCash?customer=<id>&hq=<id>[&sale=<id>]: the customer paid in cash; the change is worked out as
// the amount is typed.
import { useState } from 'react';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { staffPaymentTexts as t } from '../../../i18n/payments-staff.ts';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { StaffGate, type StaffData } from '../components/staff-gate.tsx';
import { StaffPayForm } from '../components/staff-pay-form.tsx';
import { muted, totalRow } from '../components/styles.ts';
import { changeFor, checkReceived } from '../staff-checks.ts';
import { readStaffQuery, type StaffQuery } from '../staff-query.ts';

function Cash({ data, query }: { data: StaffData; query: StaffQuery }) {
  const due = data.customer.open_amount_cents;
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  const checked = checkReceived(text, due);
  const change = changeFor(text, due);
  const build = () => {
    setShown(true);
    return checked.ok
      ? { customer_id: data.customer.id, headquarters_id: query.hq, method: 'cash' as const, amount_received_cents: checked.value }
      : null;
  };
  return (
    <StaffPayForm data={data} query={query} build={build}>
      {(failure) => (
        <>
          <Field
            label={t.received}
            hint={t.receivedHint}
            inputMode="decimal"
            autoComplete="off"
            name="amount-received"
            value={text}
            error={(shown && !checked.ok ? checked.error : undefined) ?? failure?.fields.amount_received_cents}
            onInput={(event) => setText((event.target as HTMLInputElement).value)}
            onBlur={() => setShown(text.trim() !== '')}
          />
          <Card flush>
            <p className={totalRow} role="status">
              {change === null ? (
                <span className={muted}>{t.changePending}</span>
              ) : (
                <>
                  <span>{t.change}</span>
                  <span>{formatMoney(change)}</span>
                </>
              )}
            </p>
          </Card>
        </>
      )}
    </StaffPayForm>
  );
}

export function StaffCashPage() {
  useDocumentTitle(t.titles.cash);
  const query = readStaffQuery(window.location.search);
  return (
    <>
      <PageHeader title={t.titles.cash} />
      <StaffGate query={query}>{(data) => <Cash data={data} query={query} />}</StaffGate>
    </>
  );
}
