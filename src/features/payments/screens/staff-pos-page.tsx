// /home/paymentPOS?customer=<id>&hq=<id>[&sale=<id>]: the customer paid with a card at the headquarters' terminal;
// the voucher number ties the payment to the terminal's ticket.
import { useState } from 'react';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { staffPaymentTexts as t } from '../../../i18n/payments-staff.ts';
import { Field } from '../../../ui/field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { StaffGate, type StaffData } from '../components/staff-gate.tsx';
import { StaffPayForm } from '../components/staff-pay-form.tsx';
import { checkLast4, checkVoucher } from '../staff-checks.ts';
import { readStaffQuery, type StaffQuery } from '../staff-query.ts';

function Pos({ data, query }: { data: StaffData; query: StaffQuery }) {
  const [voucher, setVoucher] = useState('');
  const [last4, setLast4] = useState('');
  const [shown, setShown] = useState({ voucher: false, last4: false });
  const voucherOk = checkVoucher(voucher);
  const last4Ok = checkLast4(last4);
  const build = () => {
    setShown({ voucher: true, last4: true });
    if (!voucherOk.ok || !last4Ok.ok) return null;
    return {
      customer_id: data.customer.id,
      headquarters_id: query.hq,
      method: 'pos' as const,
      pos_voucher: voucherOk.value,
      ...(last4Ok.value ? { card_last4: last4Ok.value } : {}),
    };
  };
  return (
    <StaffPayForm data={data} query={query} build={build}>
      {(failure) => (
        <>
          <Field
            label={t.voucher}
            hint={t.voucherHint}
            inputMode="numeric"
            autoComplete="off"
            name="pos-voucher"
            maxLength={12}
            value={voucher}
            error={(shown.voucher && !voucherOk.ok ? voucherOk.error : undefined) ?? failure?.fields.pos_voucher}
            onInput={(event) => setVoucher((event.target as HTMLInputElement).value)}
            onBlur={() => setShown((s) => ({ ...s, voucher: voucher !== '' }))}
          />
          <Field
            label={t.last4}
            inputMode="numeric"
            autoComplete="off"
            name="card-last4"
            maxLength={4}
            value={last4}
            error={(shown.last4 && !last4Ok.ok ? last4Ok.error : undefined) ?? failure?.fields.card_last4}
            onInput={(event) => setLast4((event.target as HTMLInputElement).value)}
            onBlur={() => setShown((s) => ({ ...s, last4: last4 !== '' }))}
          />
        </>
      )}
    </StaffPayForm>
  );
}

export function StaffPosPage() {
  useDocumentTitle(t.titles.pos);
  const query = readStaffQuery(window.location.search);
  return (
    <>
      <PageHeader title={t.titles.pos} />
      <StaffGate query={query}>{(data) => <Pos data={data} query={query} />}</StaffGate>
    </>
  );
}
