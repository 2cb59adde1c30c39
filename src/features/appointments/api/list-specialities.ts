import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { Speciality } from './types.ts';

/** GET {base}/specialities */
export function listSpecialities(): Promise<Speciality[]> {
  return apiCall({ url: apiUrl('/specialities') });
}
