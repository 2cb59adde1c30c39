import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';

/** POST {base}/invitations/{id}/otp: a code to the address the holder gave; the request names no address. */
export function sendInvitationCode(token: string): Promise<unknown> {
  return apiCall({ method: 'POST', url: apiUrl(`/invitations/${segment(token)}/otp`) });
}
