import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { CaregiverGrant, NewCaregiverGrant } from '#contract/caregivers/schemas.ts';

/** POST {base}/caregivers/grants: the grant, and the invitation sent to `contact`; 422 with a Spanish sentence per field. */
export function giveCaregiverGrant(grant: NewCaregiverGrant): Promise<CaregiverGrant> {
  return apiCall({ method: 'POST', url: apiUrl('/caregivers/grants'), data: grant });
}
