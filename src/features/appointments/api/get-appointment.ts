import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { Appointment } from './types.ts';

/** GET {base}/appointments/{id} */
export function getAppointment(id: string): Promise<Appointment> {
  return apiCall({ url: apiUrl(`/appointments/${segment(id)}`) });
}
