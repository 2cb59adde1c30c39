import { HEADQUARTER_FETCH_ERROR } from '../i18n/headquarters.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl, segment } from './base-url.ts';
import type { Headquarters } from './list-headquarters.ts';

/** GET {base}/headquarters/{id} */
export function getHeadquarters(id: string): Promise<Headquarters> {
  return apiCall({ url: apiUrl(`/headquarters/${segment(id)}`) }, HEADQUARTER_FETCH_ERROR);
}
