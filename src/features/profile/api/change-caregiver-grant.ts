import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { CaregiverGrant, CaregiverGrantChange } from '#contract/caregivers/schemas.ts';

/** PATCH {base}/caregivers/grants/{id}: modules or end date; holds from the caregiver's next request. */
export function changeCaregiverGrant(id: string, change: CaregiverGrantChange): Promise<CaregiverGrant> {
  return apiCall({ method: 'PATCH', url: apiUrl(`/caregivers/grants/${segment(id)}`), data: change });
}
