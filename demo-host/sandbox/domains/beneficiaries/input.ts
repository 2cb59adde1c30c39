import type { JsonObject } from '../../json-body.ts';
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';
import { FieldChecks } from '../../field-checks.ts';
import { ageOn, isValidEmail, spanishMobileDigits } from '../../validators.ts';

export type BeneficiaryFields = Omit<Beneficiary, 'id' | 'titular_id' | 'status' | 'invited_at'>;

export type BeneficiaryInput = { ok: true; fields: BeneficiaryFields } | { ok: false; errors: Record<string, string> };

/** Validates the editable fields of a beneficiary (create and update share them), with Spanish messages. */
export function readBeneficiaryInput(body: JsonObject, nowMs: number): BeneficiaryInput {
  const f = new FieldChecks(body);
  const first_name = f.requiredString('first_name', 'Escribe el nombre.');
  const first_lastname = f.requiredString('first_lastname', 'Escribe el primer apellido.');
  const second_lastname = f.optionalString('second_lastname');
  const document_type = f.requiredCode(
    'document_type',
    'document-types-beneficiary',
    'Elige el tipo de documento.',
    'El tipo de documento no es válido.',
  );
  const isMinorWithoutDocument = document_type === 'MENOR';
  const document_number = isMinorWithoutDocument
    ? f.optionalString('document_number')
    : f.documentNumber('document_number', document_type, 'Escribe el número de documento.');
  const birth_date = f.requiredDate('birth_date', 'Escribe la fecha de nacimiento.');
  if (birth_date && new Date(`${birth_date}T00:00:00Z`).getTime() > nowMs)
    f.fail('birth_date', 'La fecha de nacimiento no puede ser futura.');
  if (birth_date && isMinorWithoutDocument && ageOn(birth_date, nowMs) >= 14) {
    f.fail('document_type', 'Solo los menores de 14 años pueden registrarse sin documento.');
  }
  const gender = f.requiredCode('gender', 'genders', 'Elige el género.', 'El género no es válido.');
  const relationship = f.requiredCode('relationship', 'relationships', 'Elige el parentesco.', 'El parentesco no es válido.');
  const email = f.optionalString('email');
  if (email && !isValidEmail(email)) f.fail('email', 'El correo electrónico no es válido.');
  const phone = f.optionalString('phone');
  const mobile = phone ? spanishMobileDigits(phone) : null;
  if (phone && !mobile) f.fail('phone', 'Escribe un móvil español de 9 cifras que empiece por 6 o 7.');

  if (
    !f.ok ||
    !first_name ||
    !first_lastname ||
    !document_type ||
    !birth_date ||
    !gender ||
    !relationship ||
    second_lastname === undefined ||
    document_number === undefined ||
    email === undefined
  ) {
    return { ok: false, errors: f.errors };
  }
  return {
    ok: true,
    fields: {
      first_name,
      first_lastname,
      second_lastname,
      document_type,
      document_number: document_number ? document_number.toUpperCase() : null,
      birth_date,
      gender,
      relationship,
      email: email ? email.toLowerCase() : null,
      phone: mobile ? `+34${mobile}` : null,
    },
  };
}
