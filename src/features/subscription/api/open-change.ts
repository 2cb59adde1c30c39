import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { ChangeRequest, Quote } from './types.ts';

/** POST {base}/subscriptions/{customerId}/changes: opens the upgrade or extension charge the payments flow collects. */
export function openChange(customerId: string, change: ChangeRequest): Promise<{ charge_id: string; quote: Quote }> {
  return apiCall({ method: 'POST', url: apiUrl(`/subscriptions/${segment(customerId)}/changes`), data: change });
}
