// The holder's registration form as data: its fields, their rules, and the POST /customers body.
import { birthDate, documentNumber, email, maxLength, mobilePhone, mustAccept, password, postalCode, required, type Rule } from '../../forms/rules.ts';
import { spanishMobile } from '../../forms/phone.ts';
import { normalizeDocument } from '../../forms/document-number.ts';
import type { PlanChoice } from './flow-state.ts';

export const holderInitial = {
  document_type: '', document_number: '', first_name: '', second_name: '', first_lastname: '', second_lastname: '',
  birth_date: '', gender: '', civil_status: '', email: '', phone: '', street: '', city: '', province: '', postal_code: '',
  password: '', privacy: false, terms: false,
};

export type HolderValues = typeof holderInitial;

const name = [required(), maxLength(60)];
const optionalName = [maxLength(60)];

export const holderRules: { [K in keyof HolderValues]?: Rule<HolderValues>[] } = {
  document_type: [required()],
  document_number: [required(), documentNumber<HolderValues>('document_type')],
  first_name: name,
  second_name: optionalName,
  first_lastname: name,
  second_lastname: optionalName,
  birth_date: [required(), birthDate(18)],
  gender: [required()],
  civil_status: [required()],
  email: [required(), email(), maxLength(120)],
  phone: [required(), mobilePhone()],
  street: [required(), maxLength(120)],
  city: [required(), maxLength(80)],
  province: [required(), maxLength(80)],
  postal_code: [required(), postalCode()],
  password: [required(), password()],
  privacy: [mustAccept()],
  terms: [mustAccept()],
};

export const HOLDER_DRAFT = 'registro-titular';

export function holderBody(v: HolderValues, plan: PlanChoice, confirmationUrl: string): Record<string, unknown> {
  return {
    document_type: v.document_type, document_number: normalizeDocument(v.document_number),
    first_name: v.first_name.trim(), second_name: v.second_name.trim() || null,
    first_lastname: v.first_lastname.trim(), second_lastname: v.second_lastname.trim() || null,
    birth_date: v.birth_date, gender: v.gender, civil_status: v.civil_status,
    email: v.email.trim(), phone: `+34${spanishMobile(v.phone) ?? v.phone}`,
    address: { street: v.street.trim(), city: v.city.trim(), province: v.province.trim(), postal_code: v.postal_code.trim() },
    password: v.password, plan_code: plan.code, periodicity: plan.periodicity,
    accepted_privacy: v.privacy, accepted_terms: v.terms, confirmation_url: confirmationUrl,
  };
}
