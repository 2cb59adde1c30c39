import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { AppointmentPatient } from './types.ts';

/** GET {base}/appointment-patients — the member and, for a holder, the beneficiaries of the plan. */
export function listPatients(): Promise<AppointmentPatient[]> {
  return apiCall({ url: apiUrl('/appointment-patients') });
}
