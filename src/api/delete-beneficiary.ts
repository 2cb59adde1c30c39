import { recordAudit } from '../core/http/audit.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl, segment } from './base-url.ts';

/** DELETE {base}/beneficiaries/{id} */
export async function deleteBeneficiary(id: string): Promise<void> {
  await apiCall({ method: 'DELETE', url: apiUrl(`/beneficiaries/${segment(id)}`) });
  void recordAudit('beneficiary_removed', { beneficiary_id: id });
}
