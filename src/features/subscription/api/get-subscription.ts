import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { Subscription } from './types.ts';

/** GET {base}/subscriptions/{customerId}: the holder's plan, price, renewal, payment status and options. */
export function getSubscription(customerId: string): Promise<Subscription> {
  return apiCall({ url: apiUrl(`/subscriptions/${segment(customerId)}`) });
}
