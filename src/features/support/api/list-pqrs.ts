import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import { pqrTexts } from '../../../i18n/support-pqr.ts';
import type { Pqr } from './pqr-types.ts';

/** GET {base}/pqrs?customer_id={id}: the person's own, newest first. */
export function listPqrs(customerId: string): Promise<Pqr[]> {
  return apiCall({ url: apiUrl('/pqrs'), params: { customer_id: customerId } }, pqrTexts.listFetchError);
}
