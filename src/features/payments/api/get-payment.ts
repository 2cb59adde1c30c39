import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { Payment } from './types.ts';

/** GET {base}/payments/{id}: the payment's real state, whatever the gateway's return URL said. */
export function getPayment(id: string): Promise<Payment> {
  return apiCall({ url: apiUrl(`/payments/${segment(id)}`) });
}
