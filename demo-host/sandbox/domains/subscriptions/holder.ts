import type { Store } from '../../store.ts';
import type { Customer, Membership } from '../../../../contract/accounts/schemas.ts';
import type { ServiceOffer } from '../../../../contract/subscriptions/schemas.ts';
import { serviceByCode } from './seed.ts';
import { catalogPlan, priceFor } from '../plans/seed.ts';
import type { CatalogPlan } from '../../../../contract/plans/schemas.ts';

/** A holder with an account and a known plan: everything the subscription rules start from. */
export interface HolderPlan {
  customer: Customer;
  account: Membership;
  terms: CatalogPlan;
  services: (ServiceOffer & { since: string })[];
}

export function holderPlan(store: Store, customerId: string): HolderPlan | undefined {
  const customer = store.customer(customerId);
  const account = customer?.account;
  const terms = account ? catalogPlan(account.plan.code) : undefined;
  if (!customer || customer.role !== 'Titular' || !account || !terms) return undefined;
  const services = store.memberServices
    .filter((s) => s.customer_id === customerId)
    .flatMap((s) => {
      const offer = serviceByCode(s.code);
      return offer ? [{ ...offer, since: s.since }] : [];
    });
  return { customer, account, terms, services };
}

/** Services are priced by the month; a yearly plan pays twelve months of them. */
export const servicesPrice = (services: { monthly_price_cents: number }[], periodicity: Membership['plan']['periodicity']): number =>
  services.reduce((sum, s) => sum + s.monthly_price_cents, 0) * (periodicity === 'anual' ? 12 : 1);

export const totalPrice = (h: HolderPlan): number =>
  priceFor(h.terms, h.account.plan.periodicity) + servicesPrice(h.services, h.account.plan.periodicity);

/** Beneficiaries that count against the plan's limit: everyone not disabled. */
export const countedBeneficiaries = (store: Store, titularId: string): number =>
  store.beneficiaries.filter((b) => b.titular_id === titularId && b.status !== 'disabled').length;
