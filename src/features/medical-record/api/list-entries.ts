import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { EntryFilters, EntryList } from './types.ts';

/** GET {base}/medical-record/entries?patient_id=&type=&year=&speciality= — the person's own history only. */
export function listEntries(patientId: string, filters: EntryFilters): Promise<EntryList> {
  return apiCall({ url: apiUrl('/medical-record/entries'), params: { patient_id: patientId, ...filters } });
}
