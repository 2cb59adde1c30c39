import { Badge } from '../../../ui/badge.tsx';
import { Card } from '../../../ui/card.tsx';
import { statusLabel } from '../../../i18n/sales.ts';
import { staffPaymentTexts as t } from '../../../i18n/payments-staff.ts';
import type { StaffCustomer } from '../api/staff-types.ts';
import { ChargeList } from './charge-list.tsx';
import { details, stack } from './styles.ts';

const tones: Record<string, 'success' | 'warning' | 'danger'> = {
  Active: 'success',
  payment_pending: 'danger',
  'En Mora': 'danger',
  payment_confirmation_sent: 'warning',
};

/** Who pays (name, document, plan, shown status) and what they owe. */
export function CustomerSummary({ customer }: { customer: StaffCustomer }) {
  return (
    <div className={stack}>
      <Card as="section" aria-label={t.customer}>
        <dl className={details}>
          <dt>{t.customer}</dt>
          <dd>{customer.full_name}</dd>
          <dt>{t.document}</dt>
          <dd>{`${customer.document_type} ${customer.document_number}`}</dd>
          {customer.plan && (
            <>
              <dt>{t.plan}</dt>
              <dd>{customer.plan.name}</dd>
            </>
          )}
          <dt>{t.status}</dt>
          <dd>
            <Badge tone={(customer.shown_status && tones[customer.shown_status]) || 'primary'}>{statusLabel(customer.shown_status)}</Badge>
          </dd>
        </dl>
      </Card>
      <ChargeList charges={customer.charges} label={t.owedLabel} totalLabel={t.total} />
    </div>
  );
}
