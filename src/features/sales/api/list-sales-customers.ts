import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { SalesPage, SalesQuery } from './types.ts';

/** GET {base}/sales/customers: paged, filtered and sorted by the server. */
export function listSalesCustomers(query: SalesQuery): Promise<SalesPage> {
  return apiCall({ url: apiUrl('/sales/customers'), params: { ...query } });
}
