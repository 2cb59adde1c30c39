// The profile's answers, as the form backend stores them (sandbox profile-form.ts keeps the same names).
import type { Customer } from '../../api/types.ts';
import { birthDate, documentNumber, email, mobilePhone, postalCode } from '../../forms/rules.ts';
import { type Rule } from '../../forms/rule.ts';

export const PROFILE_FIELDS = [
  'first_name',
  'second_name',
  'first_lastname',
  'second_lastname',
  'document_type',
  'document_number',
  'birth_date',
  'gender',
  'civil_status',
  'email',
  'phone',
  'address_street',
  'address_city',
  'address_province',
  'postal_code',
  'blood_type',
  'allergies',
  'chronic_conditions',
  'emergency_contact_name',
  'emergency_contact_phone',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export const OPTIONAL_FIELDS: ProfileField[] = ['second_name', 'second_lastname'];
export const BLOOD_TYPES = ['0+', '0-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'NS'];

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Saved answers first; what the customer record already knows fills the rest (first visit). */
export function initialProfile(customer: Customer | null, saved: Record<string, unknown>): ProfileValues {
  const address = (customer?.address ?? {}) as Record<string, unknown>;
  const known: Record<string, unknown> = {
    ...customer,
    address_street: address.street,
    address_city: address.city,
    address_province: address.province,
    postal_code: address.postal_code,
  };
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, text(saved[f] ?? known[f])])) as ProfileValues;
}

export const missingCount = (values: ProfileValues): number =>
  PROFILE_FIELDS.filter((f) => !OPTIONAL_FIELDS.includes(f) && values[f].trim() === '').length;

/**
 * The shared field rules, for the shape of each answer only: a profile may be saved half done (it stays
 * PENDING), so nothing is required here; the server says what is still missing.
 */
export const profileRules: { [K in ProfileField]?: readonly Rule<ProfileValues>[] } = {
  document_number: [documentNumber<ProfileValues>('document_type')],
  birth_date: [birthDate()],
  email: [email()],
  phone: [mobilePhone()],
  postal_code: [postalCode()],
  emergency_contact_phone: [mobilePhone()],
};
