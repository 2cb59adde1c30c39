import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { RegisteredSale } from './sale-types.ts';

/** POST {base}/sales with the attempt's Idempotency-Key: a double click or a retry registers one sale. */
export function createSale(body: Record<string, unknown>, key: string): Promise<RegisteredSale> {
  return apiCall({ url: apiUrl('/sales'), method: 'POST', data: body, headers: { 'Idempotency-Key': key } });
}
