import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';

export interface Invitation {
  beneficiary_id: string;
  first_name: string;
  relationship: string;
  email_hint: string;
  titular_first_name: string | null;
  plan_name: string | null;
  invited_at: string;
}

/** GET {base}/invitations/{id} (public): 404 unknown, 410 already used. */
export function getInvitation(beneficiaryId: string): Promise<Invitation> {
  return apiCall({ url: apiUrl(`/invitations/${segment(beneficiaryId)}`) });
}
