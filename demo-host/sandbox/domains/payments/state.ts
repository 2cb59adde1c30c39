import type { Charge, Payment, PaymentAgreement } from '../../../../contract/payments/schemas.ts';
import { seedCharges } from './seed-charges.ts';
import { seedPayments } from './seed-payments.ts';

export interface PaymentsState {
  /** What customers owe and have paid (charges.ts); other domains open charges and the payments settle them. */
  charges: Charge[];
  /** Payments and their gateway orders (payments.ts). */
  payments: Payment[];
  /**
   * The gateway's order behind each card payment's checkout_url: a random token (capability-token.ts) to the
   * payment's id. The page is public, so its address must not be the payment's id: `pay-9001` let anyone open,
   * pay or cancel the next person's order (issue 28).
   */
  gatewayOrders: Map<string, string>;
  /** Card orders waiting for the 3-D Secure step (gateway-routes.ts). */
  gatewayChallenges: Set<string>;
  agreements: PaymentAgreement[];
}

export function paymentsState(): PaymentsState {
  const charges = seedCharges();
  return { charges, payments: seedPayments(charges), gatewayOrders: new Map(), gatewayChallenges: new Set(), agreements: [] };
}
