import { recordAudit } from '../core/http/audit.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl } from './base-url.ts';
import type { Beneficiary, BeneficiaryInput } from './types.ts';

/** POST {base}/beneficiaries; 422 answers keep their field messages in the error's `data`. */
export async function createBeneficiary(input: BeneficiaryInput): Promise<Beneficiary> {
  const created = await apiCall<Beneficiary>({ method: 'POST', url: apiUrl('/beneficiaries'), data: input });
  void recordAudit('beneficiary_added', { beneficiary_id: created.id });
  return created;
}
