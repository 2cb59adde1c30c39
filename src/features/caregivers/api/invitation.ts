// The invitation's three public calls (contract/caregivers/operations.ts): read it, send the code to the address
// the member gave, accept it. The link's token is the only key: it goes in the path, escaped.
import { apiCall } from '../../../core/http/client.ts';
import { SKIP_INTERCEPTOR_HEADER } from '../../../core/constants.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { CaregiverAcceptance, CaregiverInvitation } from '#contract/caregivers/schemas.ts';

export type { CaregiverInvitation };

const base = (token: string) => apiUrl(`/caregivers/invitations/${segment(token)}`);
// Public calls: a 401 is a wrong password, not a session to refresh (whoever opened the link may be signed out).
const headers = { [SKIP_INTERCEPTOR_HEADER]: 'true' };

/** GET {base}/caregivers/invitations/{token}: who invites, for what, until when; 404 never issued, 410 spent. */
export function getInvitation(token: string): Promise<CaregiverInvitation> {
  return apiCall({ url: base(token), headers });
}

/** POST .../otp: the code goes to the invited address, never one of the request's choosing. */
export function sendInvitationCode(token: string): Promise<{ sent: boolean; expires_in: number }> {
  return apiCall({ method: 'POST', url: `${base(token)}/otp`, headers });
}

/** POST .../acceptance: with an existing login (username + password) or a new one (name + password). */
export function acceptInvitation(token: string, body: CaregiverAcceptance): Promise<{ username: string; created_account: boolean }> {
  return apiCall({ method: 'POST', url: `${base(token)}/acceptance`, data: body, headers });
}
