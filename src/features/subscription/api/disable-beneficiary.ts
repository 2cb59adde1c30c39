import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { Beneficiary } from '../../../api/types.ts';

/** PATCH {base}/beneficiaries/{id}/disable: keeps the person on the list, without cover, outside the plan's count. */
export function disableBeneficiary(id: string): Promise<Beneficiary> {
  return apiCall({ method: 'PATCH', url: apiUrl(`/beneficiaries/${segment(id)}/disable`) });
}
