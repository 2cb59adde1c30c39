// The subscription as the sandbox's openapi/subscriptions.json documents it.
import type { Plan } from '../../../api/list-plans.ts';

/** The plan as the catalogue (GET /plans) describes it. */
export type PlanTerms = Plan;

export interface ServiceOffer {
  code: string;
  name: string;
  description: string;
  monthly_price_cents: number;
}

export interface Subscription {
  customer_id: string;
  account_id: string;
  member_since: string;
  renewal_date: string;
  payment_status: string;
  periodicity: 'mensual' | 'anual';
  currency: 'EUR';
  plan: PlanTerms;
  plan_price_cents: number;
  services: (ServiceOffer & { since: string })[];
  price_cents: number;
  beneficiaries: { limit: number; used: number };
  managed_by_company: boolean;
  upgrade_options: (PlanTerms & { price_cents: number })[];
  available_services: ServiceOffer[];
  pending_changes: { charge_id: string; concept: 'upgrade' | 'extension'; description: string; amount_cents: number }[];
}

export type ChangeRequest = { concept: 'upgrade'; plan_code: string } | { concept: 'extension'; service_codes: string[] };

export interface Quote {
  concept: 'upgrade' | 'extension';
  description: string;
  periodicity: 'mensual' | 'anual';
  current_price_cents: number;
  new_price_cents: number;
  amount_due_cents: number;
  days_left: number;
  period_days: number;
  renewal_date: string;
  changes: string[];
}
