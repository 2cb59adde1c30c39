import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { Payment } from './types.ts';

/** GET {base}/customers/{id}/payments, newest first. */
export function listPayments(customerId: string): Promise<Payment[]> {
  return apiCall({ url: apiUrl(`/customers/${segment(customerId)}/payments`) });
}
