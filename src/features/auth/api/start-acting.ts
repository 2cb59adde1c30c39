import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { Tokens } from '../../../core/session/session-cookies.ts';

/**
 * POST {base}/caregivers/acting: a token to act for a member who granted access (sub: the caregiver; profiles:
 * only the member). 403 access_ended once the grant ended, not_granted when it never existed.
 */
export function requestActingToken(customerId: string): Promise<Tokens> {
  return apiCall({ method: 'POST', url: apiUrl('/caregivers/acting'), data: { customer_id: customerId } });
}
