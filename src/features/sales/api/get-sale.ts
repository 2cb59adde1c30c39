import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { RegisteredSale } from './sale-types.ts';

/** GET {base}/sales/{id} */
export function getSale(id: string): Promise<RegisteredSale> {
  return apiCall({ url: apiUrl(`/sales/${segment(id)}`) });
}
