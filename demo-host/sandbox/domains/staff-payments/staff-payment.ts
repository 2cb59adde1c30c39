// A payment the sales staff take at a headquarters (cash, or a card terminal's voucher): what the screens need
// about the customer, the checks on what was typed, and the receipt as the portal shows it.
import { openCharges } from '../payments/charges.ts';
import type { Charge } from '../../../../contract/payments/schemas.ts';
import type { JsonObject } from '../../json-body.ts';
import type { Store } from '../../store.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import type { StaffPayment, StaffPaymentMethod } from './state.ts';
import { shownStatus } from '../sales/view.ts';

export interface StaffPaymentInput {
  customer_id: string;
  headquarters_id: string;
  method: StaffPaymentMethod;
  amount_received_cents: number | null;
  pos_voucher: string | null;
  card_last4: string | null;
  sale_id: string | null;
}

const VOUCHER = /^\d{6,12}$/;

export const fullName = (c: Pick<Customer, 'first_name' | 'second_name' | 'first_lastname' | 'second_lastname'>) =>
  [c.first_name, c.second_name, c.first_lastname, c.second_lastname].filter(Boolean).join(' ');

/** The shape checks; what depends on the store (the customer, the headquarters, the amount owed) comes later. */
export function readStaffPayment(body: JsonObject): { ok: true; input: StaffPaymentInput } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const { customer_id, headquarters_id, method, amount_received_cents, pos_voucher, card_last4, sale_id } = body;
  // The fields' types, presence and formats are the contract's (StaffPaymentInput, checked before the route); what
  // each method requires besides is said here.
  if (
    method === 'cash' &&
    (typeof amount_received_cents !== 'number' || !Number.isInteger(amount_received_cents) || amount_received_cents <= 0)
  ) {
    fields.amount_received_cents = 'Indica el importe recibido en céntimos (un número entero mayor que cero).';
  }
  if (method === 'pos' && (typeof pos_voucher !== 'string' || !VOUCHER.test(pos_voucher))) {
    fields.pos_voucher = 'El número de comprobante del datáfono tiene de 6 a 12 dígitos.';
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    input: {
      customer_id: customer_id as string,
      headquarters_id: headquarters_id as string,
      method: method as StaffPaymentMethod,
      amount_received_cents: method === 'cash' ? (amount_received_cents as number) : null,
      pos_voucher: method === 'pos' ? (pos_voucher as string) : null,
      card_last4: method === 'pos' && typeof card_last4 === 'string' ? card_last4 : null,
      sale_id: typeof sale_id === 'string' ? sale_id : null,
    },
  };
}

export const totalOf = (charges: Charge[]) => charges.reduce((sum, charge) => sum + charge.amount_cents, 0);

/** GET /staff-payments/customers/{id}: who pays and what they owe. */
export function staffCustomerView(store: Store, customer: Customer) {
  const charges = openCharges(store, customer.id);
  const sale = store.sales.find((s) => s.customer_id === customer.id);
  return {
    id: customer.id,
    full_name: fullName(customer),
    first_name: customer.first_name,
    first_lastname: customer.first_lastname,
    document_type: customer.document_type,
    document_number: customer.document_number,
    plan: customer.account ? { code: customer.account.plan.code, name: customer.account.plan.name } : null,
    payment_status: customer.account?.payment_status ?? null,
    stage: customer.opportunity?.stage ?? null,
    shown_status: shownStatus(customer),
    sale_id: sale?.id ?? null,
    charges: charges.map(({ id, concept, description, amount_cents, currency, period_start, period_end, created_at }) => ({
      id,
      concept,
      description,
      amount_cents,
      currency,
      period_start,
      period_end,
      created_at,
    })),
    open_amount_cents: totalOf(charges),
    currency: 'EUR' as const,
  };
}

/** 'REC-2026-000001', counted per store: a reset starts over, as the payment ids do. */
export function nextReceiptNumber(store: Store, at: Date): string {
  return `REC-${at.getUTCFullYear()}-${String(store.staffPayments.length + 1).padStart(6, '0')}`;
}

/** The receipt: the stored payment plus the names a person reads and the change handed back. */
export function staffPaymentView(store: Store, payment: StaffPayment) {
  const customer = store.customer(payment.customer_id);
  const staff = store.customer(payment.registered_by);
  return {
    ...payment,
    customer_name: customer ? fullName(customer) : payment.customer_id,
    customer_document: customer?.document_number ?? null,
    headquarters_name: store.headquarters.find((h) => h.id === payment.headquarters_id)?.name ?? payment.headquarters_id,
    registered_by_name: staff ? `${staff.first_name} ${staff.first_lastname}` : payment.registered_by,
    change_cents: payment.amount_received_cents === null ? null : payment.amount_received_cents - payment.amount_cents,
    charges: store.charges
      .filter((charge) => payment.charge_ids.includes(charge.id))
      .map(({ id, concept, description, amount_cents, currency }) => ({ id, concept, description, amount_cents, currency })),
  };
}
