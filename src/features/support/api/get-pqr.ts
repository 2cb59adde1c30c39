import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import { pqrTexts } from '../../../i18n/support-pqr.ts';
import type { Pqr } from './pqr-types.ts';

/** GET {base}/pqrs/{id} */
export function getPqr(id: string): Promise<Pqr> {
  return apiCall({ url: apiUrl(`/pqrs/${segment(id)}`) }, pqrTexts.detailFetchError);
}
