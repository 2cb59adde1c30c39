import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { SalesCustomerDetail } from './types.ts';

/** GET {base}/sales/customers/{id} */
export function getSalesCustomer(id: string): Promise<SalesCustomerDetail> {
  return apiCall({ url: apiUrl(`/sales/customers/${segment(id)}`) });
}
