import { apiCall } from '../core/http/client.ts';
import { apiUrl, segment } from './base-url.ts';
import type { Beneficiary, BeneficiaryInput } from './types.ts';

/** PUT {base}/beneficiaries/{id} */
export function updateBeneficiary(id: string, input: BeneficiaryInput): Promise<Beneficiary> {
  return apiCall({ method: 'PUT', url: apiUrl(`/beneficiaries/${segment(id)}`), data: input });
}
