import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { FreeDay } from './types.ts';

/** GET {base}/appointment-days?speciality=&location= — days of the next three weeks with free slots. */
export function listFreeDays(speciality: string, location: string): Promise<FreeDay[]> {
  return apiCall({ url: apiUrl('/appointment-days'), params: { speciality, location } });
}
