import type { Store } from '../../store.ts';
import { serviceCatalogue } from './seed.ts';
import { openCharges } from '../payments/charges.ts';
import { planCatalogue, priceFor } from '../plans/seed.ts';
import { countedBeneficiaries, totalPrice, type HolderPlan } from './holder.ts';

/** The holder's subscription as "Mi suscripción" shows it, with what may be added or upgraded. */
export function subscriptionView(store: Store, h: HolderPlan) {
  const periodicity = h.account.plan.periodicity;
  const corporate = h.terms.kind === 'corporate';
  return {
    customer_id: h.customer.id,
    account_id: h.account.id,
    member_since: h.account.member_since,
    renewal_date: h.account.next_payment_date,
    payment_status: h.account.payment_status,
    periodicity,
    currency: 'EUR' as const,
    plan: h.terms,
    plan_price_cents: priceFor(h.terms, periodicity),
    services: h.services,
    price_cents: totalPrice(h),
    beneficiaries: { limit: h.terms.max_beneficiaries, used: countedBeneficiaries(store, h.customer.id) },
    managed_by_company: corporate,
    upgrade_options: corporate
      ? []
      : planCatalogue()
          .filter((p) => p.kind !== 'corporate' && p.rank > h.terms.rank)
          .map((p) => ({ ...p, price_cents: priceFor(p, periodicity) })),
    available_services: serviceCatalogue.filter((offer) => !h.services.some((s) => s.code === offer.code)),
    pending_changes: openCharges(store, h.customer.id)
      .filter((c) => c.concept === 'upgrade' || c.concept === 'extension')
      .map((c) => ({ charge_id: c.id, concept: c.concept, description: c.description, amount_cents: c.amount_cents })),
  };
}
