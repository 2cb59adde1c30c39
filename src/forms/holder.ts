// A holder's own data, as both the sign-up and a sale by staff ask it: the fields, their rules (the registration's,
// checked again by the server), and their part of the request body.
import { normalizeDocument } from './document-number.ts';
import { spanishMobile } from './phone.ts';
import { birthDate, documentNumber, email, maxLength, mobilePhone, postalCode, required } from './rules.ts';
import { type Rule } from './rule.ts';

export const holderPersonInitial = {
  document_type: '',
  document_number: '',
  first_name: '',
  second_name: '',
  first_lastname: '',
  second_lastname: '',
  birth_date: '',
  gender: '',
  civil_status: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  province: '',
  postal_code: '',
};

export type HolderPersonValues = typeof holderPersonInitial;
type HolderPersonField = keyof HolderPersonValues;

const name = [required(), maxLength(60)];
const optionalName = [maxLength(60)];

/** The rules of a form whose values include the holder's person fields. */
export function holderPersonRules<V extends HolderPersonValues>(): { [K in HolderPersonField]: Rule<V>[] } {
  return {
    document_type: [required()],
    document_number: [required(), documentNumber<V>('document_type')],
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
  };
}

const optional = (value: string): string | null => value.trim() || null;

/** The holder's part of POST /customers and POST /sales. */
export function holderPersonBody(v: HolderPersonValues): Record<string, unknown> {
  return {
    document_type: v.document_type,
    document_number: normalizeDocument(v.document_number),
    first_name: v.first_name.trim(),
    second_name: optional(v.second_name),
    first_lastname: v.first_lastname.trim(),
    second_lastname: optional(v.second_lastname),
    birth_date: v.birth_date,
    gender: v.gender,
    civil_status: v.civil_status,
    email: v.email.trim(),
    phone: `+34${spanishMobile(v.phone) ?? v.phone}`,
    address: { street: v.street.trim(), city: v.city.trim(), province: v.province.trim(), postal_code: v.postal_code.trim() },
  };
}
