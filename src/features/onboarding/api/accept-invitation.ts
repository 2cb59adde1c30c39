import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { Beneficiary } from '../../../api/types.ts';

/** POST {base}/invitations/{id}/acceptance: the beneficiary's own data and password, after an OTP. */
export function acceptInvitation(beneficiaryId: string, body: Record<string, unknown>): Promise<Beneficiary> {
  return apiCall({ method: 'POST', url: apiUrl(`/invitations/${segment(beneficiaryId)}/acceptance`), data: body });
}
