import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';
import { seedBeneficiaries } from './seed.ts';

export interface BeneficiariesState {
  beneficiaries: Beneficiary[];
}

export const beneficiariesState = (): BeneficiariesState => ({ beneficiaries: seedBeneficiaries() });
