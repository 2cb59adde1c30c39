import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { SalesAdvisor } from './types.ts';

/** GET {base}/sales/advisors */
export function listAdvisors(): Promise<SalesAdvisor[]> {
  return apiCall({ url: apiUrl('/sales/advisors') });
}
