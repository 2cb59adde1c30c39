import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { SalesSummary } from './types.ts';

/** GET {base}/sales/summary?from=&to=&advisor= */
export function getSalesSummary(query: { from?: string; to?: string; advisor?: string }): Promise<SalesSummary> {
  return apiCall({ url: apiUrl('/sales/summary'), params: query });
}
