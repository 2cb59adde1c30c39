import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { Appointment } from './types.ts';

/** POST {base}/appointments — books the held slot (410 when the hold expired). */
export function bookAppointment(holdId: string): Promise<Appointment> {
  return apiCall({ url: apiUrl('/appointments'), method: 'POST', data: { hold_id: holdId } });
}
