import { BENEFICIARIES_FETCH_ERROR } from '../i18n/core.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl } from './base-url.ts';
import type { Beneficiary } from './types.ts';

/** GET {base}/beneficiaries?titular_id={id} */
export function listBeneficiaries(titularId: string): Promise<Beneficiary[]> {
  return apiCall({ url: apiUrl('/beneficiaries'), params: { titular_id: titularId } }, BENEFICIARIES_FETCH_ERROR);
}
