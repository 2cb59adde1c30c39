// What the subscription rules need to know of a plan (kind, rank, beneficiary limit, prices in cents, cover):
// the catalogue of GET /plans (seed/plan-catalogue.ts), one source for the plans screen and the upgrades.
import { catalogPlan, planCatalogue, type CatalogPlan } from '../plans/seed.ts';
import type { Periodicity, Plan } from '../accounts/schemas.ts';

export type PlanTerms = CatalogPlan;

export const planTerms = (code: string): PlanTerms | undefined => catalogPlan(code);

export const allPlanTerms = (): PlanTerms[] => planCatalogue();

export const priceFor = (terms: PlanTerms, periodicity: Periodicity): number =>
  periodicity === 'anual' ? terms.yearly_price_cents : terms.monthly_price_cents;

/** The plan as a membership carries it, at the periodicity the member pays. */
export const membershipPlan = (terms: PlanTerms, periodicity: Periodicity): Plan => ({
  code: terms.code,
  name: terms.name,
  price: priceFor(terms, periodicity) / 100,
  periodicity,
});
