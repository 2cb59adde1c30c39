import { apiUrl } from '../../../api/base-url.ts';
import { postOnce } from './post-once.ts';
import type { Payment } from './types.ts';

export type PaymentInput =
  | { customer_id: string; charge_ids: string[]; method: 'card'; return_url: string }
  | { customer_id: string; charge_ids: string[]; method: 'site'; headquarters_id: string };

/** POST {base}/payments with the attempt's Idempotency-Key (see post-once.ts). */
export function createPayment(input: PaymentInput, key: string): Promise<Payment> {
  return postOnce<Payment>(apiUrl('/payments'), input, key);
}
