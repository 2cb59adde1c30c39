import type { Store } from '../../store.ts';
import { countedBeneficiaries, holderPlan } from './holder.ts';

/** The Spanish reason a holder may not add (or re-enable) one more beneficiary, or null when there is room. */
export function beneficiaryLimitReached(store: Store, titularId: string): string | null {
  const h = holderPlan(store, titularId);
  if (!h) return null;
  const max = h.terms.max_beneficiaries;
  if (countedBeneficiaries(store, titularId) < max) return null;
  if (max === 0) return `Tu ${h.terms.name} no admite beneficiarios. Cámbiate a un plan familiar para añadirlos.`;
  return `Tu ${h.terms.name} admite hasta ${max} beneficiarios y ya los tienes. Desactiva a alguno o mejora tu plan para añadir más.`;
}
