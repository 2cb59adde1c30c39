// What the sales calls answer: one row per sold customer, read live from the customer record (its account's
// payment status and its opportunity stage), so a payment or a stage change shows at once.
import type { SalesCustomer } from '../../../../contract/sales/schemas.ts';
import type { Store } from '../../store.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import { STAGES, type Advisor, type Sale } from './types.ts';

/** The opportunity's stage when it is one of the sales pipeline's (the contract's list); null otherwise. */
const pipelineStage = (stage: string | undefined): SalesCustomer['stage'] =>
  (STAGES as readonly string[]).includes(stage ?? '') ? (stage as SalesCustomer['stage']) : null;

export function shownStatus(customer: Pick<Customer, 'account' | 'opportunity'>): string | null {
  const stage = customer.opportunity?.stage;
  if (stage && stage !== 'win') return stage;
  return customer.account?.payment_status ?? null;
}

export const advisorName = (a: Advisor) => `${a.first_name} ${a.first_lastname}`;

export function salesRow(store: Store, sale: Sale): SalesCustomer | null {
  const customer = store.customer(sale.customer_id);
  const advisor = store.advisors.find((a) => a.id === sale.advisor_id);
  if (!customer || !advisor) return null;
  return {
    customer_id: customer.id,
    sale_id: sale.id,
    reference: sale.reference,
    first_name: customer.first_name,
    first_lastname: customer.first_lastname,
    second_lastname: customer.second_lastname,
    email: customer.email,
    phone: customer.phone,
    document_number: customer.document_number,
    city: customer.address.city,
    plan: { code: sale.plan_code, name: customer.account?.plan.name ?? sale.plan_code },
    amount_cents: sale.amount_cents,
    currency: 'EUR',
    sold_at: sale.sold_at,
    advisor: { id: advisor.id, name: advisorName(advisor) },
    stage: pipelineStage(customer.opportunity?.stage),
    payment_status: customer.account?.payment_status ?? null,
    shown_status: shownStatus(customer),
  };
}
