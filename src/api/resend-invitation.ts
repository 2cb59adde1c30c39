import { apiCall } from '../core/http/client.ts';
import { apiUrl, segment } from './base-url.ts';

/** POST {base}/beneficiaries/{id}/invitation with the invitation URL the beneficiary will open. */
export function resendInvitation(id: string, invitationUrl: string): Promise<{ sent: boolean; sent_to?: string }> {
  return apiCall({ method: 'POST', url: apiUrl(`/beneficiaries/${segment(id)}/invitation`), data: { invitation_url: invitationUrl } });
}
