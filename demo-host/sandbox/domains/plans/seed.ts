// The plans a new member can choose (GET /plans), with prices in cents for both periodicities: a monthly plan costs
// twelve months a year, the annual one its yearly price. A membership carries its plan at the price of the
// periodicity it pays (membershipPlan); the seeded ones are made the same way (seededPlan), so they agree.
import type { Periodicity, Plan } from '../../../../contract/accounts/schemas.ts';
import type { CatalogPlan } from '../../../../contract/plans/schemas.ts';

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

export const priceFor = (plan: CatalogPlan, periodicity: Periodicity): number =>
  periodicity === 'anual' ? plan.yearly_price_cents : plan.monthly_price_cents;

/** The plan as a membership carries it, at the periodicity the member pays. */
export const membershipPlan = (plan: CatalogPlan, periodicity: Periodicity): Plan => ({
  code: plan.code,
  name: plan.name,
  price: priceFor(plan, periodicity) / 100,
  periodicity,
});

/** How the seeded memberships (demo accounts, generated sales) pay each plan they hold. */
export const SEEDED_PERIODICITY: Record<string, Periodicity> = {
  FAMILIAR: 'mensual',
  FAMILIAR_PLUS: 'mensual',
  INDIVIDUAL: 'mensual',
  INDIVIDUAL_ANUAL: 'anual',
  EMPRESAS: 'mensual',
};

/** A seeded membership's plan: the catalogue's, at the periodicity the seed pays it. */
export function seededPlan(code: string): Plan {
  const plan = catalogPlan(code);
  const periodicity = SEEDED_PERIODICITY[code];
  if (!plan || !periodicity) throw new Error(`Seed refers to an unknown plan: ${code}`);
  return membershipPlan(plan, periodicity);
}
