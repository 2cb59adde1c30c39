import { formatMoney } from '../../../i18n/format.ts';
import { staffPaymentTexts as t } from '../../../i18n/payments-staff.ts';
import { Card } from '../../../ui/card.tsx';
import type { StaffData } from './staff-gate.tsx';
import { big, muted } from './styles.ts';

/** The amount to take, for whom and where: the first thing the cash and card terminal screens show. */
export function StaffAmount({ data, headquartersName }: { data: StaffData; headquartersName: string }) {
  return (
    <Card as="section" aria-labelledby="staff-amount-label">
      <p id="staff-amount-label" className={muted}>
        {t.amountDue}
      </p>
      <p className={big}>{formatMoney(data.customer.open_amount_cents)}</p>
      <p>{data.customer.full_name}</p>
      <p className={muted}>{t.at(headquartersName)}</p>
    </Card>
  );
}
