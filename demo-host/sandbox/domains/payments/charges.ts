// What a customer owes, as the payments, subscription, onboarding and sales areas share it. A charge is opened
// by whatever creates a debt (a registration's first payment, monthly dues, arrears, an upgrade, an extension,
// an agreement's instalment, a sale) and settled by a payment; settling runs the effect its concept registered
// (an upgrade changes the plan) and then brings the account up to date.
import type { Store } from '../../store.ts';
import type { Charge, ChargeConcept } from '../../../../contract/payments/schemas.ts';

export type ChargeStatus = Charge['status'];

export type ChargeEffect = (store: Store, charge: Charge) => void;

/** Concept -> what settling a charge of that concept does besides marking it paid. Areas register theirs. */
const effects = new Map<ChargeConcept, ChargeEffect>();

export function registerChargeEffect(concept: ChargeConcept, effect: ChargeEffect): void {
  effects.set(concept, effect);
}

export type NewCharge = Omit<Charge, 'id' | 'status' | 'created_at' | 'paid_at' | 'currency' | 'metadata'> & {
  metadata?: Record<string, unknown>;
};

export function openCharge(store: Store, input: NewCharge, now = new Date()): Charge {
  const charge: Charge = {
    ...input,
    id: store.nextId('chg'),
    currency: 'EUR',
    status: 'open',
    created_at: now.toISOString(),
    paid_at: null,
    metadata: input.metadata ?? {},
  };
  store.charges.push(charge);
  return charge;
}

export function openCharges(store: Store, customerId: string): Charge[] {
  return store.charges.filter((charge) => charge.customer_id === customerId && charge.status === 'open');
}

/**
 * Marks the charge paid and runs its concept's effect. When nothing is left open the account is up to date:
 * payment_pending, payment_confirmation_sent and 'En Mora' become Active.
 */
export function settleCharge(store: Store, charge: Charge, now = new Date()): void {
  if (charge.status !== 'open') return;
  charge.status = 'paid';
  charge.paid_at = now.toISOString();
  effects.get(charge.concept)?.(store, charge);
  const account = store.customer(charge.customer_id)?.account;
  if (account && openCharges(store, charge.customer_id).length === 0) account.payment_status = 'Active';
}
