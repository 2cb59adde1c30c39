// The invited beneficiary's own registration: the beneficiary document types (a child may have none), the
// relationship with the holder, the same checks as the holder's form, and a password.
import { birthDate, documentNumber, email, maxLength, mobilePhone, mustAccept, password, required, type Rule } from '../../forms/rules.ts';
import { normalizeDocument } from '../../forms/document-number.ts';
import { spanishMobile } from '../../forms/phone.ts';

export const beneficiaryInitial = {
  document_type: '', document_number: '', first_name: '', first_lastname: '', second_lastname: '', birth_date: '',
  gender: '', relationship: '', email: '', phone: '', password: '', privacy: false, terms: false,
};

export type BeneficiaryValues = typeof beneficiaryInitial;

/** A child under 14 registered without a document ('MENOR') needs no number. */
const numberIfDocument: Rule<BeneficiaryValues> = (value, values) =>
  values.document_type === 'MENOR' ? undefined : required()(value, values);

export const beneficiaryRules: { [K in keyof BeneficiaryValues]?: Rule<BeneficiaryValues>[] } = {
  document_type: [required()],
  document_number: [numberIfDocument, documentNumber<BeneficiaryValues>('document_type')],
  first_name: [required(), maxLength(60)],
  first_lastname: [required(), maxLength(60)],
  second_lastname: [maxLength(60)],
  birth_date: [required(), birthDate()],
  gender: [required()],
  relationship: [required()],
  email: [required(), email(), maxLength(120)],
  phone: [mobilePhone()],
  password: [required(), password()],
  privacy: [mustAccept()],
  terms: [mustAccept()],
};

export const beneficiaryDraft = (id: string) => `registro-beneficiario:${id}`;

export function beneficiaryBody(v: BeneficiaryValues): Record<string, unknown> {
  const mobile = spanishMobile(v.phone);
  return {
    document_type: v.document_type, document_number: v.document_type === 'MENOR' ? null : normalizeDocument(v.document_number),
    first_name: v.first_name.trim(), first_lastname: v.first_lastname.trim(), second_lastname: v.second_lastname.trim() || null,
    birth_date: v.birth_date, gender: v.gender, relationship: v.relationship, email: v.email.trim(),
    phone: mobile ? `+34${mobile}` : null, password: v.password,
  };
}
