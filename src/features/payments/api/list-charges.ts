import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { Charge } from './types.ts';

/** GET {base}/customers/{id}/charges?status=open — what the customer owes. */
export function listOpenCharges(customerId: string): Promise<Charge[]> {
  return apiCall({ url: apiUrl(`/customers/${segment(customerId)}/charges`), params: { status: 'open' } });
}
