// What the subscription rules need to know of a plan: its kind, its rank (upgrades go up), its beneficiary
// limit and its prices in cents. Read from the plans seed (seed/plans.ts), which the registration shares.
import { planByCode, plans } from '../seed/plans.ts';
import type { Periodicity } from '../types.ts';

export type PlanKind = 'individual' | 'family' | 'corporate';

export interface PlanTerms {
  code: string;
  name: string;
  kind: PlanKind;
  rank: number;
  max_beneficiaries: number;
  monthly_price_cents: number;
  yearly_price_cents: number;
  coverage: string[];
}

/** Terms the plans seed does not carry yet (kind, rank, limit, cover); prices come from the seed itself. */
const extra: Record<string, Omit<PlanTerms, 'code' | 'name' | 'monthly_price_cents' | 'yearly_price_cents'>> = {
  INDIVIDUAL: { kind: 'individual', rank: 1, max_beneficiaries: 0, coverage: ['Medicina general', 'Especialistas', 'Análisis clínicos', 'Urgencias 24 h'] },
  INDIVIDUAL_ANUAL: { kind: 'individual', rank: 1, max_beneficiaries: 0, coverage: ['Medicina general', 'Especialistas', 'Análisis clínicos', 'Urgencias 24 h'] },
  FAMILIAR: { kind: 'family', rank: 2, max_beneficiaries: 4, coverage: ['Medicina general', 'Pediatría', 'Especialistas', 'Análisis clínicos', 'Urgencias 24 h'] },
  FAMILIAR_PLUS: { kind: 'family', rank: 3, max_beneficiaries: 6, coverage: ['Medicina general', 'Pediatría', 'Especialistas', 'Análisis clínicos', 'Urgencias 24 h', 'Hospitalización', 'Videoconsulta ilimitada'] },
  EMPRESAS: { kind: 'corporate', rank: 1, max_beneficiaries: 3, coverage: ['Medicina general', 'Especialistas', 'Reconocimiento médico anual', 'Urgencias 24 h'] },
};

const cents = (euros: number) => Math.round(euros * 100);

export function planTerms(code: string): PlanTerms | undefined {
  const plan = planByCode(code);
  const more = extra[code];
  if (!plan || !more) return undefined;
  const monthly = plan.periodicity === 'mensual' ? cents(plan.price) : Math.round(cents(plan.price) / 12);
  const yearly = plan.periodicity === 'anual' ? cents(plan.price) : monthly * 12;
  return { code, name: plan.name, ...more, monthly_price_cents: monthly, yearly_price_cents: yearly };
}

export const allPlanTerms = (): PlanTerms[] => plans.flatMap((plan) => planTerms(plan.code) ?? []);

export const priceFor = (terms: PlanTerms, periodicity: Periodicity): number =>
  periodicity === 'anual' ? terms.yearly_price_cents : terms.monthly_price_cents;
