import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { MedicalEntry } from './types.ts';

/** GET {base}/medical-record/entries/{id} */
export function getEntry(id: string): Promise<MedicalEntry> {
  return apiCall({ url: apiUrl(`/medical-record/entries/${segment(id)}`) });
}
