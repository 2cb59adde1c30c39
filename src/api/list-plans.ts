import { apiCall } from '../core/http/client.ts';
import { apiUrl } from './base-url.ts';

export type PlanKind = 'individual' | 'family' | 'corporate';

/** A plan of the catalogue, as the plans screen and the upgrade screen read it. Prices in cents. */
export interface Plan {
  code: string;
  name: string;
  kind: PlanKind;
  /** 0 for individual plans. */
  max_beneficiaries: number;
  monthly_price_cents: number;
  yearly_price_cents: number;
  currency: 'EUR';
  /** What it covers, in Spanish. */
  coverage: string[];
  /** Higher = more cover: upgrades go up. */
  rank: number;
}

/** GET {base}/plans: public, no token needed. */
export function listPlans(): Promise<Plan[]> {
  return apiCall({ url: apiUrl('/plans') });
}
