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

/**
 * GET {base}/invitations/{id} (public), `id` being the random token of the e-mail's link: 404 unknown, 410 used
 * (`invitation_used`) or expired or replaced by a newer one (`invitation_expired`).
 */
export function getInvitation(token: string): Promise<Invitation> {
  return apiCall({ url: apiUrl(`/invitations/${segment(token)}`) });
}
