// The plans a new member can choose (GET /plans). Prices in cents for both periodicities; the demo accounts'
// memberships (seed/plans.ts) keep the price and periodicity they signed up with, and agree with these numbers:
// a monthly plan costs twelve months a year, the annual one is its yearly price.
export type PlanKind = 'individual' | 'family' | 'corporate';

export interface CatalogPlan {
  code: string;
  name: string;
  kind: PlanKind;
  /** 0 for individual plans. */
  max_beneficiaries: number;
  monthly_price_cents: number;
  yearly_price_cents: number;
  currency: 'EUR';
  /** What it covers, in Spanish, as the plans screen lists it. */
  coverage: string[];
  /** Higher = more cover: upgrades go up. */
  rank: number;
}

const BASE_COVER = ['Medicina general', 'Especialistas', 'Análisis clínicos', 'Urgencias 24 h'];
const FAMILY_COVER = ['Medicina general', 'Pediatría', 'Especialistas', 'Análisis clínicos', 'Urgencias 24 h'];

const catalogue: CatalogPlan[] = [
  {
    code: 'INDIVIDUAL',
    name: 'Plan Individual',
    kind: 'individual',
    max_beneficiaries: 0,
    monthly_price_cents: 2490,
    yearly_price_cents: 29880,
    currency: 'EUR',
    coverage: BASE_COVER,
    rank: 1,
  },
  {
    code: 'INDIVIDUAL_ANUAL',
    name: 'Plan Individual Anual',
    kind: 'individual',
    max_beneficiaries: 0,
    monthly_price_cents: 2242,
    yearly_price_cents: 26900,
    currency: 'EUR',
    coverage: BASE_COVER,
    rank: 1,
  },
  {
    code: 'FAMILIAR',
    name: 'Plan Familiar',
    kind: 'family',
    max_beneficiaries: 4,
    monthly_price_cents: 3990,
    yearly_price_cents: 47880,
    currency: 'EUR',
    coverage: FAMILY_COVER,
    rank: 2,
  },
  {
    code: 'FAMILIAR_PLUS',
    name: 'Plan Familiar Plus',
    kind: 'family',
    max_beneficiaries: 6,
    monthly_price_cents: 5490,
    yearly_price_cents: 65880,
    currency: 'EUR',
    coverage: [...FAMILY_COVER, 'Hospitalización', 'Videoconsulta ilimitada'],
    rank: 3,
  },
  {
    code: 'EMPRESAS',
    name: 'Plan Empresas',
    kind: 'corporate',
    max_beneficiaries: 3,
    monthly_price_cents: 1850,
    yearly_price_cents: 22200,
    currency: 'EUR',
    coverage: ['Medicina general', 'Especialistas', 'Reconocimiento médico anual', 'Urgencias 24 h'],
    rank: 1,
  },
];

/** Copies, so a route or a test can never change the catalogue. */
export const planCatalogue = (): CatalogPlan[] => catalogue.map((plan) => ({ ...plan, coverage: [...plan.coverage] }));

export function catalogPlan(code: string): CatalogPlan | undefined {
  const plan = catalogue.find((p) => p.code === code);
  return plan && { ...plan, coverage: [...plan.coverage] };
}
