import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { Appointment } from './types.ts';

/** GET {base}/appointments?scope= — the member's and, for a holder, the beneficiaries' appointments. */
export function listAppointments(scope: 'upcoming' | 'past'): Promise<Appointment[]> {
  return apiCall({ url: apiUrl('/appointments'), params: { scope } });
}
