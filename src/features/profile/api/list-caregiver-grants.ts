import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { CaregiverGrant } from '#contract/caregivers/schemas.ts';

export type { CaregiverGrant };

/** GET {base}/caregivers/grants: the member's own grants with their status, newest first (docs/caregivers.md). */
export function listCaregiverGrants(): Promise<CaregiverGrant[]> {
  return apiCall({ url: apiUrl('/caregivers/grants') });
}
