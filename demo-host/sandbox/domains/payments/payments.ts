// A payment: one attempt to settle some of a customer's open charges, by card through the hosted gateway or at
// a headquarters' counter (staff-registered methods reuse it). Its id is the gateway's order id. Only an
// approved payment settles its charges, and it does so once: the state machine refuses every other way in.
// Its states (PaymentStatus): created: checkout open, nothing charged yet; pending: the bank has not answered (card
// 0077); approved: paid; rejected: the bank said no (reason below); awaiting_confirmation: a headquarters reference
// waiting for the counter's payment to be validated; cancelled: replaced by a later attempt at the same charges.
import type { Store } from '../../store.ts';
import { queuePaymentFailed } from '../reminders/queue.ts';
import { openCharges, settleCharge } from './charges.ts';
import type { Charge, Payment, RejectionCode } from '../../../../contract/payments/schemas.ts';

export const REJECTION_REASONS: Record<RejectionCode, string> = {
  card_declined: 'Tu banco ha rechazado la tarjeta.',
  insufficient_funds: 'La tarjeta no tiene saldo suficiente.',
  authentication_failed: 'No se completó la verificación de seguridad (3-D Secure) de tu banco.',
  cancelled_by_user: 'Cancelaste el pago en la pasarela.',
};

/** Several charges read as one line on a receipt: the description when they share it, else a count. */
export function describeCharges(charges: Charge[]): string {
  const descriptions = [...new Set(charges.map((charge) => charge.description))];
  if (descriptions.length === 1) return charges.length === 1 ? descriptions[0]! : `${descriptions[0]} (${charges.length} cuotas)`;
  return `${charges.length} cargos pendientes`;
}

export function paymentsOf(store: Store, customerId: string): Payment[] {
  return store.payments.filter((payment) => payment.customer_id === customerId);
}

/** A charge that a card payment waiting for the bank's answer is already paying: it must not be paid twice. */
export function chargeInFlight(store: Store, chargeId: string): Payment | undefined {
  return store.payments.find((payment) => payment.charge_ids.includes(chargeId) && payment.status === 'pending');
}

/**
 * Another attempt at the same charges replaces the ones still waiting for the member (an abandoned checkout,
 * an unused headquarters reference): the gateway and the counter then refuse them.
 */
export function supersede(store: Store, chargeIds: string[], keep: Payment, now: number): void {
  for (const payment of store.payments) {
    if (payment === keep || !payment.charge_ids.some((id) => chargeIds.includes(id))) continue;
    if (payment.status === 'created' || payment.status === 'awaiting_confirmation') {
      payment.status = 'cancelled';
      payment.updated_at = new Date(now).toISOString();
    }
  }
}

/** Settles the payment's charges; the charges' effects (an upgrade, an agreement's instalment) run then. */
export function approvePayment(store: Store, payment: Payment, now: number): void {
  if (payment.status === 'approved') return;
  const at = new Date(now);
  payment.status = 'approved';
  payment.paid_at = at.toISOString();
  payment.updated_at = at.toISOString();
  supersede(store, payment.charge_ids, payment, now);
  for (const id of payment.charge_ids) {
    const charge = store.charges.find((item) => item.id === id);
    if (charge) settleCharge(store, charge, at);
  }
  store.audit.push({
    event: 'payment_approved',
    customer_id: payment.customer_id,
    at: at.toISOString(),
    details: { payment_id: payment.id },
  });
}

export function rejectPayment(store: Store, payment: Payment, code: RejectionCode, now: number): void {
  payment.status = 'rejected';
  payment.rejection_code = code;
  payment.rejection_reason = REJECTION_REASONS[code];
  payment.updated_at = new Date(now).toISOString();
  // The member gave up on purpose: telling them it failed would be noise.
  if (code !== 'cancelled_by_user') queuePaymentFailed(store, payment, payment.rejection_reason);
  store.audit.push({
    event: 'payment_rejected',
    customer_id: payment.customer_id,
    at: payment.updated_at,
    details: { payment_id: payment.id, code },
  });
}

/** The open charges named, all of them the customer's; a message for the first one that is not. */
export function payableCharges(store: Store, customerId: string, ids: string[]): Charge[] | string {
  const open = openCharges(store, customerId);
  const found: Charge[] = [];
  for (const id of ids) {
    const charge = store.charges.find((item) => item.id === id && item.customer_id === customerId);
    if (!charge) return `El cargo ${id} no existe o no es de este cliente.`;
    if (!open.includes(charge)) return charge.status === 'paid' ? 'Este cargo ya está pagado.' : 'Este cargo ya no se puede pagar.';
    if (chargeInFlight(store, id)) return 'Ya hay un pago en curso para este cargo: espera a que se confirme.';
    found.push(charge);
  }
  return found;
}
