import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { Appointment } from './types.ts';

/** POST {base}/appointments/{id}/reschedule — moves it to the held slot; the old one is freed only then. */
export function rescheduleAppointment(id: string, holdId: string): Promise<Appointment> {
  return apiCall({ url: apiUrl(`/appointments/${segment(id)}/reschedule`), method: 'POST', data: { hold_id: holdId } });
}
