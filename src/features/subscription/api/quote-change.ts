import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { ChangeRequest, Quote } from './types.ts';

/** POST {base}/subscriptions/{customerId}/quotes: what an upgrade or extension costs today, without effects. */
export function quoteChange(customerId: string, change: ChangeRequest): Promise<Quote> {
  return apiCall({ method: 'POST', url: apiUrl(`/subscriptions/${segment(customerId)}/quotes`), data: change });
}
