// Sends the beneficiary form: the body the sandbox documents, and the invitation for someone new with an e-mail.
import { createBeneficiary } from '../../api/create-beneficiary.ts';
import { updateBeneficiary } from '../../api/update-beneficiary.ts';
import { resendInvitation } from '../../api/resend-invitation.ts';
import type { Beneficiary, BeneficiaryInput } from '../../api/types.ts';
import type { BeneficiaryValues } from './beneficiary-form.ts';
import { invitationUrl } from './invitation-url.ts';
import { documentNumberToSend } from '../../forms/beneficiary.ts';
import { errorMessage } from '../../core/errors/error-message.ts';

/** Empty optional texts go as null, so an edit can clear them; a child without document sends no number. */
function body(titularId: string, v: BeneficiaryValues): BeneficiaryInput {
  const optional = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    titular_id: titularId,
    first_name: v.first_name.trim(),
    first_lastname: v.first_lastname.trim(),
    second_lastname: optional(v.second_lastname),
    document_type: v.document_type,
    document_number: documentNumberToSend(v.document_type, v.document_number),
    birth_date: v.birth_date,
    gender: v.gender,
    relationship: v.relationship,
    email: optional(v.email),
    phone: optional(v.phone),
  };
}

/** What was saved, and why its invitation could not go (a holder's invitations are limited per hour), if it could not. */
export interface SavedBeneficiary {
  beneficiary: Beneficiary;
  notInvited?: string;
}

/**
 * Creates or updates; a new person with an e-mail gets the invitation at once. An error of the save reaches the
 * form as it came (useForm puts a 422's messages beside their fields and shows the error's text); one of the
 * invitation does not undo the save: it comes back as the sentence to show, since the person is on the plan.
 */
export async function saveBeneficiary(titularId: string, id: string | null, values: BeneficiaryValues): Promise<SavedBeneficiary> {
  if (id) return { beneficiary: await updateBeneficiary(id, body(titularId, values)) };
  const created = await createBeneficiary(body(titularId, values));
  if (!created.email) return { beneficiary: created };
  try {
    await resendInvitation(created.id, invitationUrl());
    return { beneficiary: created };
  } catch (error) {
    return { beneficiary: created, notInvited: errorMessage(error) };
  }
}
