import type { Charge, Payment, PaymentAgreement } from '../../../../contract/payments/schemas.ts';
import { seedCharges } from './seed-charges.ts';
import { seedPayments } from './seed-payments.ts';

export interface PaymentsState {
  /** What customers owe and have paid (charges.ts); other domains open charges and the payments settle them. */
  charges: Charge[];
  /** Payments and their gateway orders (payments.ts). */
  payments: Payment[];
  /** Card orders waiting for the 3-D Secure step (gateway-routes.ts). */
  gatewayChallenges: Set<string>;
  agreements: PaymentAgreement[];
}

export function paymentsState(): PaymentsState {
  const charges = seedCharges();
  return { charges, payments: seedPayments(charges), gatewayChallenges: new Set(), agreements: [] };
}
