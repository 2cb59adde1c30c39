import type { CatalogPlan as Plan } from '#contract/plans/schemas.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl } from './base-url.ts';

/** A plan of the catalogue, as the plans screen and the upgrade screen read it: the contract's type. */
export type { Plan };
export type PlanKind = Plan['kind'];

/** GET {base}/plans: public, no token needed. */
export function listPlans(): Promise<Plan[]> {
  return apiCall({ url: apiUrl('/plans') });
}
