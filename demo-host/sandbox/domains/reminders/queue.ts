// Event-driven notices (a payment declined, a PQR answered, an invitation accepted) are queued where the event
// happens, by code that knows neither the preferences nor the portal's address; the delivery step that runs
// around every request (routes.ts) sends them, so they reach the outbox within the request that caused them.
import type { Store } from '../../store.ts';
import type { Notice } from './deliver.ts';
import { beneficiaryAcceptedNotice, paymentFailedNotice, pqrAnsweredNotice } from './messages.ts';

export function queueNotice(store: Store, notice: Notice): void {
  store.reminders.queue.push(notice);
}

export function queuePaymentFailed(store: Store, payment: { id: string; customer_id: string; amount_cents: number }, reason: string): void {
  queueNotice(store, {
    memberId: payment.customer_id,
    kind: 'payment_failed',
    key: `payment_failed:${payment.id}`,
    content: paymentFailedNotice(payment.amount_cents, reason),
    about: { payment_id: payment.id },
  });
}

export function queuePqrAnswered(store: Store, pqr: { id: string; customer_id: string; reference: string }): void {
  queueNotice(store, {
    memberId: pqr.customer_id,
    kind: 'pqr_answered',
    key: `pqr_answered:${pqr.id}`,
    content: pqrAnsweredNotice(pqr.reference),
    about: { pqr_id: pqr.id },
  });
}

export function queueBeneficiaryAccepted(
  store: Store,
  beneficiary: { id: string; titular_id: string; first_name: string; first_lastname: string },
): void {
  queueNotice(store, {
    memberId: beneficiary.titular_id,
    kind: 'beneficiary_accepted',
    key: `beneficiary_accepted:${beneficiary.id}`,
    content: beneficiaryAcceptedNotice(`${beneficiary.first_name} ${beneficiary.first_lastname}`),
    about: { beneficiary_id: beneficiary.id },
  });
}
