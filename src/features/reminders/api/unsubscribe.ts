import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { Unsubscription } from './types.ts';

/**
 * POST {base}/notifications/unsubscribe: the token of a message's link, no sign-in. A POST, not the link's own
 * GET, so a mail scanner that prefetches links without running the page turns nothing off. 404: unknown token.
 */
export function unsubscribe(token: string): Promise<Unsubscription> {
  return apiCall({ method: 'POST', url: apiUrl('/notifications/unsubscribe'), data: { token } });
}
