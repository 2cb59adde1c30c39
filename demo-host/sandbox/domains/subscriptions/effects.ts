// What paying an upgrade or an extension charge does (../payments/charges.ts runs it when the charge is settled).
import { registerChargeEffect } from '../payments/charges.ts';
import { catalogPlan, membershipPlan } from '../plans/seed.ts';

/** Idempotent: registering twice (several sandboxes in one process) keeps one effect per concept. */
export function registerSubscriptionEffects(): void {
  registerChargeEffect('upgrade', (store, charge) => {
    const code = charge.metadata.plan_code;
    const account = store.customer(charge.customer_id)?.account;
    const terms = typeof code === 'string' ? catalogPlan(code) : undefined;
    if (!account || !terms) return;
    const plan = membershipPlan(terms, account.plan.periodicity);
    // The holder and every beneficiary share the account: all their cards show the new plan.
    for (const customer of store.customers) {
      if (customer.account?.id === account.id) customer.account.plan = { ...plan };
    }
  });
  registerChargeEffect('extension', (store, charge) => {
    const codes = charge.metadata.service_codes;
    if (!Array.isArray(codes)) return;
    const since = (charge.paid_at ?? new Date().toISOString()).slice(0, 10);
    for (const code of codes) {
      const owned = store.memberServices.some((s) => s.customer_id === charge.customer_id && s.code === code);
      if (!owned && typeof code === 'string') store.memberServices.push({ customer_id: charge.customer_id, code, since });
    }
  });
}
