// One sold customer as customerInformation shows it: the row, the person, the beneficiaries, the payments
// (charges, with the receipt of a staff payment when there is one) and what the staff member can do next.
import { openCharges } from '../payments/charges.ts';
import type { Deps } from '../../env.ts';
import { hasActivated } from './welcome.ts';
import type { Sale } from './types.ts';
import { salesRow } from './view.ts';
import type { SalesCustomerDetail } from '../../../../contract/sales/schemas.ts';

export function salesDetail(deps: Deps, sale: Sale): SalesCustomerDetail | null {
  const { store } = deps;
  const row = salesRow(store, sale);
  const customer = store.customer(sale.customer_id);
  if (!row || !customer) return null;
  const {
    id,
    first_name,
    second_name,
    first_lastname,
    second_lastname,
    email,
    phone,
    document_type,
    document_number,
    birth_date,
    address,
  } = customer;
  const receiptOf = (chargeId: string) => store.staffPayments.find((p) => p.charge_ids.includes(chargeId));
  const open = openCharges(store, customer.id);
  return {
    ...row,
    customer: {
      id,
      first_name,
      second_name,
      first_lastname,
      second_lastname,
      email,
      phone,
      document_type,
      document_number,
      birth_date,
      address,
    },
    beneficiaries: store.beneficiaries
      .filter((b) => b.titular_id === customer.id)
      .map((b) => ({
        id: b.id,
        first_name: b.first_name,
        first_lastname: b.first_lastname,
        second_lastname: b.second_lastname,
        relationship: b.relationship,
        status: b.status,
      })),
    payments: store.charges
      .filter((c) => c.customer_id === customer.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((c) => ({
        id: c.id,
        concept: c.concept,
        description: c.description,
        amount_cents: c.amount_cents,
        currency: c.currency,
        status: c.status,
        created_at: c.created_at,
        paid_at: c.paid_at,
        receipt_number: receiptOf(c.id)?.receipt_number ?? null,
        method: receiptOf(c.id)?.method ?? null,
      })),
    open_amount_cents: open.reduce((sum, c) => sum + c.amount_cents, 0),
    actions: {
      register_payment: open.length > 0 && row.stage !== 'lost',
      resend_welcome: row.stage !== 'lost' && !hasActivated(deps, customer.id),
    },
  };
}
