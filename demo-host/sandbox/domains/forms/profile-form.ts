// The affiliate profile form (form id perfil-afiliado): personal, contact and health data a member shares with
// their doctor. The server decides its general_status: COMPLETED once every required answer is there, PENDING
// before. Partial saves are welcome; a value in the wrong shape is refused with a Spanish message per field.
import type { JsonObject } from '../../json-body.ts';
import { hasCode } from '../accounts/seed-nomenclatures.ts';
import type { FormStatus } from '../../../../contract/forms/schemas.ts';
import { isIsoDate, isValidDocumentNumber, isValidEmail, spanishMobileDigits } from '../../validators.ts';

export const PROFILE_FORM_ID = 'perfil-afiliado';

export const BLOOD_TYPES = ['0+', '0-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'NS'];

/** Every answer a complete profile has ("Ninguna" is an answer for allergies and chronic conditions). */
export const REQUIRED_PROFILE_FIELDS = [
  'first_name',
  'first_lastname',
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
];

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null);

export function profileStatus(values: JsonObject): FormStatus {
  return REQUIRED_PROFILE_FIELDS.every((field) => filled(values[field])) ? 'COMPLETED' : 'PENDING';
}

const text = (values: JsonObject, field: string): string | null => {
  const value = values[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** Spanish messages for the answers given in the wrong shape; empty answers are simply not there yet. */
export function profileErrors(values: JsonObject, nowMs: number): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== null && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      errors[field] = 'Debe ser un texto.';
  }
  const get = (field: string) => text(values, field);
  const documentType = get('document_type');
  if (documentType && !hasCode('document-types-titular', documentType) && !hasCode('document-types-beneficiary', documentType)) {
    errors.document_type = 'El tipo de documento no es válido.';
  }
  const documentNumber = get('document_number');
  if (documentType && documentNumber && documentType !== 'MENOR' && !isValidDocumentNumber(documentType, documentNumber)) {
    errors.document_number =
      documentType === 'PASAPORTE'
        ? 'El número de pasaporte no es válido.'
        : `El ${documentType} no es válido: revisa los números y la letra.`;
  }
  const birth = get('birth_date');
  if (birth && (!isIsoDate(birth) || Date.parse(`${birth}T00:00:00Z`) > nowMs))
    errors.birth_date = 'Escribe una fecha de nacimiento pasada.';
  for (const [field, list, message] of [
    ['gender', 'genders', 'El género no es válido.'],
    ['civil_status', 'civil-statuses', 'El estado civil no es válido.'],
  ] as const) {
    const code = get(field);
    if (code && !hasCode(list, code)) errors[field] = message;
  }
  const email = get('email');
  if (email && !isValidEmail(email)) errors.email = 'El correo electrónico no es válido.';
  for (const field of ['phone', 'emergency_contact_phone']) {
    const phone = get(field);
    if (phone && !spanishMobileDigits(phone)) errors[field] = 'Escribe un móvil español de 9 cifras que empiece por 6 o 7.';
  }
  const postal = get('postal_code');
  // Spanish postal codes: five digits, the first two a province from 01 to 52.
  if (postal && !(/^\d{5}$/.test(postal) && Number(postal.slice(0, 2)) >= 1 && Number(postal.slice(0, 2)) <= 52)) {
    errors.postal_code = 'Escribe un código postal español de 5 cifras.';
  }
  const blood = get('blood_type');
  if (blood && !BLOOD_TYPES.includes(blood)) errors.blood_type = 'El grupo sanguíneo no es válido.';
  return errors;
}
