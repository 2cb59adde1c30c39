import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { Beneficiary } from '../../../api/types.ts';

/**
 * POST {base}/invitations/{id}/acceptance: the beneficiary's own data, password and the code sent to the address
 * the holder gave. The server checks the code last, so a refused field does not spend it.
 */
export function acceptInvitation(token: string, body: Record<string, unknown>, code: string): Promise<Beneficiary> {
  return apiCall({ method: 'POST', url: apiUrl(`/invitations/${segment(token)}/acceptance`), data: { ...body, code } });
}
