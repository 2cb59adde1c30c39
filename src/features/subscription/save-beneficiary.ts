// Sends the form and reads the server's answer back into what the form shows: a 422's messages beside their
// fields, a 409 (the plan's limit) as the form's own message, anything else as a retryable failure.
import { ApiError, errorText } from '../../core/errors.ts';
import { createBeneficiary } from '../../api/create-beneficiary.ts';
import { updateBeneficiary } from '../../api/update-beneficiary.ts';
import { beneficiaryFormTexts as t } from '../../i18n/subscription.ts';
import { inSpanish } from '../../i18n/spec-errors.ts';

export type BeneficiaryValues = Record<
  'first_name' | 'first_lastname' | 'second_lastname' | 'document_type' | 'document_number' | 'birth_date' | 'gender' | 'relationship' | 'email' | 'phone',
  string
>;

export type SaveResult =
  | { ok: true; name: string }
  | { ok: false; fields: Partial<Record<keyof BeneficiaryValues, string>>; message: string; limit: boolean };

/** Empty optional texts go as null, so an edit can clear them; a minor without document sends none. */
function body(titularId: string, v: BeneficiaryValues): Record<string, unknown> {
  const optional = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    titular_id: titularId,
    first_name: v.first_name.trim(),
    first_lastname: v.first_lastname.trim(),
    second_lastname: optional(v.second_lastname),
    document_type: v.document_type,
    document_number: v.document_type === 'MENOR' ? null : optional(v.document_number),
    birth_date: v.birth_date,
    gender: v.gender,
    relationship: v.relationship,
    email: optional(v.email),
    phone: optional(v.phone),
  };
}

export async function saveBeneficiary(titularId: string, id: string | null, values: BeneficiaryValues): Promise<SaveResult> {
  try {
    const saved = id ? await updateBeneficiary(id, body(titularId, values)) : await createBeneficiary(body(titularId, values));
    return { ok: true, name: `${saved.first_name} ${saved.first_lastname}` };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    const data = error instanceof ApiError ? (error.data as { fields?: Record<string, string> } | undefined) : undefined;
    if (status === 422 && data?.fields) return { ok: false, fields: data.fields, message: t.fixFields, limit: false };
    if (status === 409) return { ok: false, fields: {}, message: inSpanish(errorText(error)), limit: true };
    return { ok: false, fields: {}, message: `${inSpanish(errorText(error))} ${t.failed}`, limit: false };
  }
}
