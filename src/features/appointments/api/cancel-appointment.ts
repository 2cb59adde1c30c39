import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { Appointment } from './types.ts';

/** POST {base}/appointments/{id}/cancellation — with the reason; 409 in the last two hours. */
export function cancelAppointment(id: string, reason: string): Promise<Appointment> {
  return apiCall({ url: apiUrl(`/appointments/${segment(id)}/cancellation`), method: 'POST', data: { reason } });
}
