// A beneficiary, whichever form asks for one: the holder's subscription editor, the invited person's own
// sign-up, a sale registered by staff. Its fields, the rules they share (the server checks them again), and the
// one rule for a child under 14 registered without a document (type MENOR): no number asked for, none sent.
import { CHILD_WITHOUT_DOCUMENT, normalizeDocument } from './document-number.ts';
import { birthDate, documentNumber, email, maxLength, mobilePhone, required } from './rules.ts';
import { type FormValues, type Rule } from './rule.ts';

/** Every type but a child's without document asks for its number (the field is shown and required). */
export const asksDocumentNumber = (documentType: unknown): boolean => documentType !== CHILD_WITHOUT_DOCUMENT;

/** The number sent: none for a child without document (even one typed before the type changed), else canonical. */
export const documentNumberToSend = (documentType: string, number: string): string | null =>
  asksDocumentNumber(documentType) && number.trim() !== '' ? normalizeDocument(number) : null;

export const BENEFICIARY_FIELDS = [
  'first_name',
  'first_lastname',
  'second_lastname',
  'document_type',
  'document_number',
  'birth_date',
  'gender',
  'relationship',
  'email',
  'phone',
] as const;
export type BeneficiaryField = (typeof BENEFICIARY_FIELDS)[number];

const name = [required(), maxLength(60)];

/**
 * The rules every beneficiary form applies, each under the form's own key for the field (`keyOf`: a sale numbers
 * its slots, ben0_first_name...). A form adds its own on top (the invited person's sign-up requires the e-mail).
 */
export function beneficiaryRules<V extends FormValues>(
  keyOf: (field: BeneficiaryField) => keyof V & string = (field) => field,
): Record<string, Rule<V>[]> {
  const typeKey = keyOf('document_type');
  const numberUnlessChild: Rule<V> = (value, values) =>
    asksDocumentNumber(values[typeKey]) ? (required()(value, values) ?? documentNumber<V>(typeKey)(value, values)) : undefined;
  const rules: Record<BeneficiaryField, Rule<V>[]> = {
    first_name: name,
    first_lastname: name,
    second_lastname: [maxLength(60)],
    document_type: [required()],
    document_number: [numberUnlessChild],
    birth_date: [required(), birthDate()],
    gender: [required()],
    relationship: [required()],
    email: [email(), maxLength(120)],
    phone: [mobilePhone()],
  };
  return Object.fromEntries(BENEFICIARY_FIELDS.map((field) => [keyOf(field), rules[field]]));
}
