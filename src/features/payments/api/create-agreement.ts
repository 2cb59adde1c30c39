import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { PaymentAgreement } from './types.ts';

/** POST {base}/payment-agreements with the attempt's Idempotency-Key: one agreement however often it is sent. */
export function createAgreement(customerId: string, instalments: number, key: string): Promise<PaymentAgreement> {
  return apiCall({
    url: apiUrl('/payment-agreements'),
    method: 'POST',
    data: { customer_id: customerId, instalments },
    headers: { 'Idempotency-Key': key },
  });
}
