import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { Slot } from './types.ts';

/** GET {base}/appointment-slots?speciality=&location=&date= — the free slots of one day. */
export function listFreeSlots(speciality: string, location: string, date: string): Promise<Slot[]> {
  return apiCall({ url: apiUrl('/appointment-slots'), params: { speciality, location, date } });
}
