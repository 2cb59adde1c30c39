// The beneficiary form's values and the shared field rules (src/forms) they follow; the sandbox checks the
// same again and its 422 messages land beside the fields.
import type { Beneficiary } from '../../api/types.ts';
import { birthDate, documentNumber, email, mobilePhone, required, type Rule } from '../../forms/rules.ts';

export type BeneficiaryValues = Record<
  'first_name' | 'first_lastname' | 'second_lastname' | 'document_type' | 'document_number' | 'birth_date' | 'gender' | 'relationship' | 'email' | 'phone',
  string
>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function initialBeneficiary(b: Beneficiary | null): BeneficiaryValues {
  const keys = ['first_name', 'first_lastname', 'second_lastname', 'document_type', 'document_number', 'birth_date', 'gender', 'relationship', 'email', 'phone'] as const;
  return Object.fromEntries(keys.map((key) => [key, text(b?.[key])])) as BeneficiaryValues;
}

/** A child under 14 may have no document (type MENOR); everyone else needs a valid number for its type. */
const documentUnlessChild: Rule<BeneficiaryValues> = (value, values) =>
  values.document_type === 'MENOR' ? undefined : required()(value, values) ?? documentNumber<BeneficiaryValues>('document_type')(value, values);

export const beneficiaryRules: { [K in keyof BeneficiaryValues]?: readonly Rule<BeneficiaryValues>[] } = {
  first_name: [required()],
  first_lastname: [required()],
  document_type: [required()],
  document_number: [documentUnlessChild],
  birth_date: [required(), birthDate()],
  gender: [required()],
  relationship: [required()],
  email: [email()],
  phone: [mobilePhone()],
};
