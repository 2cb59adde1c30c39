import { apiCall } from '../core/http/client.ts';
import { apiUrl, segment } from './base-url.ts';
import type { Beneficiary } from './types.ts';

/** PATCH {base}/beneficiaries/{id}/enable, empty body. */
export function enableBeneficiary(id: string): Promise<Beneficiary> {
  return apiCall({ method: 'PATCH', url: apiUrl(`/beneficiaries/${segment(id)}/enable`) });
}
