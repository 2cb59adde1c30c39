import type { Plan } from '../accounts/schemas.ts';

export const plans: Plan[] = [
  { code: 'FAMILIAR', name: 'Plan Familiar', price: 39.9, periodicity: 'mensual' },
  { code: 'INDIVIDUAL', name: 'Plan Individual', price: 24.9, periodicity: 'mensual' },
  { code: 'INDIVIDUAL_ANUAL', name: 'Plan Individual Anual', price: 269, periodicity: 'anual' },
  { code: 'EMPRESAS', name: 'Plan Empresas', price: 18.5, periodicity: 'mensual' },
];

export function planByCode(code: string): Plan | undefined {
  return plans.find((plan) => plan.code === code);
}

export function seededPlan(code: string): Plan {
  const plan = planByCode(code);
  if (!plan) throw new Error(`Seed refers to an unknown plan: ${code}`);
  return { ...plan };
}
