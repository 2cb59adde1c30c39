// The beneficiary form's values and the shared field rules (src/forms) they follow; the sandbox checks the
// same again and its 422 messages land beside the fields.
import type { Beneficiary } from '../../api/types.ts';
import type { Rule } from '../../forms/rule.ts';
import { BENEFICIARY_FIELDS, beneficiaryRules as sharedRules, type BeneficiaryField } from '../../forms/beneficiary.ts';

export type BeneficiaryValues = Record<BeneficiaryField, string>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function initialBeneficiary(b: Beneficiary | null): BeneficiaryValues {
  return Object.fromEntries(BENEFICIARY_FIELDS.map((key) => [key, text(b?.[key])])) as BeneficiaryValues;
}

/** Every beneficiary's rules, as forms/beneficiary.ts gives them (the child without document included). */
export const beneficiaryRules: { [K in keyof BeneficiaryValues]?: readonly Rule<BeneficiaryValues>[] } = sharedRules<BeneficiaryValues>();
