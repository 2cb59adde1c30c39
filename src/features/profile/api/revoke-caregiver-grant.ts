import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';

/** DELETE {base}/caregivers/grants/{id}: withdrawn at once; the caregiver's next request is refused. */
export function revokeCaregiverGrant(id: string): Promise<void> {
  return apiCall({ method: 'DELETE', url: apiUrl(`/caregivers/grants/${segment(id)}`) });
}
