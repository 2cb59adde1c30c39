// The invited beneficiary's own registration: the beneficiary document types (a child may have none), the
// relationship with the holder, the same checks as the holder's form, and a password.
import { email, maxLength, mustAccept, password, required } from '../../forms/rules.ts';
import { type Rule } from '../../forms/rule.ts';
import { beneficiaryRules as sharedRules, documentNumberToSend } from '../../forms/beneficiary.ts';
import { spanishMobile } from '../../forms/phone.ts';

export const inviteeInitial = {
  document_type: '',
  document_number: '',
  first_name: '',
  first_lastname: '',
  second_lastname: '',
  birth_date: '',
  gender: '',
  relationship: '',
  email: '',
  phone: '',
  password: '',
  privacy: false,
  terms: false,
};

export type InviteeValues = typeof inviteeInitial;

/** Every beneficiary's rules (forms/beneficiary.ts); the invited person signs up with their e-mail, so it is required. */
export const inviteeRules: { [K in keyof InviteeValues]?: Rule<InviteeValues>[] } = {
  ...sharedRules<InviteeValues>(),
  email: [required(), email(), maxLength(120)],
  password: [required(), password()],
  privacy: [mustAccept()],
  terms: [mustAccept()],
};

export const inviteeDraft = (id: string) => `registro-beneficiario:${id}`;

export function inviteeBody(v: InviteeValues): Record<string, unknown> {
  const mobile = spanishMobile(v.phone);
  return {
    document_type: v.document_type,
    document_number: documentNumberToSend(v.document_type, v.document_number),
    first_name: v.first_name.trim(),
    first_lastname: v.first_lastname.trim(),
    second_lastname: v.second_lastname.trim() || null,
    birth_date: v.birth_date,
    gender: v.gender,
    relationship: v.relationship,
    email: v.email.trim(),
    phone: mobile ? `+34${mobile}` : null,
    password: v.password,
  };
}
