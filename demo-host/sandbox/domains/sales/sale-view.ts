// One sale as registeredSale shows it: the reference, the customer, the plan and amount, how the first payment
// stands (paid with the staff receipt, or pending with the counter reference) and where the welcome went.
import type { Deps } from '../../env.ts';
import type { SaleConfirmation } from '../../../../contract/sales/schemas.ts';
import type { Sale } from './types.ts';
import { advisorName } from './view.ts';
import { hasActivated } from './welcome.ts';

export function saleView(deps: Deps, sale: Sale): SaleConfirmation | null {
  const { store } = deps;
  const customer = store.customer(sale.customer_id);
  const advisor = store.advisors.find((a) => a.id === sale.advisor_id);
  if (!customer || !advisor) return null;
  const charge = store.charges.find(
    (c) =>
      c.customer_id === customer.id &&
      c.concept === 'first_payment' &&
      (c.metadata.sale_id === sale.id || c.metadata.sale_id === undefined),
  );
  const staff = charge && store.staffPayments.find((p) => p.charge_ids.includes(charge.id));
  const online = charge && store.payments.find((p) => p.charge_ids.includes(charge.id) && p.status === 'approved');
  const counter = sale.site_payment_id ? store.payments.find((p) => p.id === sale.site_payment_id) : undefined;
  const paid = charge?.status === 'paid';
  const welcome = [...store.outbox].reverse().find((m) => m.kind === 'sales_welcome' && m.metadata.customer_id === customer.id);
  const headquarters = sale.headquarters_id ? store.headquarters.find((h) => h.id === sale.headquarters_id) : undefined;
  return {
    id: sale.id,
    reference: sale.reference,
    sold_at: sale.sold_at,
    advisor: { id: advisor.id, name: advisorName(advisor) },
    customer: {
      id: customer.id,
      first_name: customer.first_name,
      first_lastname: customer.first_lastname,
      second_lastname: customer.second_lastname,
      email: customer.email,
      document_number: customer.document_number,
    },
    plan: {
      code: sale.plan_code,
      name: customer.account?.plan.name ?? sale.plan_code,
      periodicity: customer.account?.plan.periodicity ?? null,
    },
    amount_cents: sale.amount_cents,
    currency: 'EUR',
    payment_method: sale.payment_method ?? null,
    headquarters: headquarters ? { id: headquarters.id, name: headquarters.name } : null,
    beneficiaries: store.beneficiaries
      .filter((b) => b.titular_id === customer.id)
      .map((b) => ({ id: b.id, first_name: b.first_name, first_lastname: b.first_lastname, status: b.status })),
    payment: {
      status: paid ? 'paid' : 'pending',
      paid_at: charge?.paid_at ?? null,
      receipt_number: staff?.receipt_number ?? null,
      method: staff?.method ?? online?.method ?? null,
      site: !paid && counter?.status === 'awaiting_confirmation' ? counter.site : null,
    },
    welcome: { sent_to: welcome?.to ?? null, sent_at: welcome?.created_at ?? null, activated: hasActivated(deps, customer.id) },
  };
}
