import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { AgreementOptions } from './types.ts';

/** GET {base}/customers/{id}/payment-agreements/options: the debt and its schedules in 2 to 6 instalments. */
export function getAgreementOptions(customerId: string): Promise<AgreementOptions> {
  return apiCall({ url: apiUrl(`/customers/${segment(customerId)}/payment-agreements/options`) });
}
