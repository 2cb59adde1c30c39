import { apiCall } from '../../../core/http/client.ts';
import { ApiError } from '../../../core/errors.ts';
import { apiUrl } from '../../../api/base-url.ts';
import { IN_PROGRESS_RETRIES, IN_PROGRESS_WAIT_MS } from '../../../core/constants.ts';
import type { Payment } from './types.ts';

export type PaymentInput =
  | { customer_id: string; charge_ids: string[]; method: 'card'; return_url: string }
  | { customer_id: string; charge_ids: string[]; method: 'site'; headquarters_id: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inProgress = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.data as { error?: string } | undefined)?.error === 'idempotency_in_progress';

/**
 * POST {base}/payments with the attempt's Idempotency-Key. The same key answers with the same payment however
 * often it is sent (a double click, a reload, a retry after a lost answer); while the first request with the key
 * is still running the server says 409, and we wait for it instead of failing.
 */
export async function createPayment(input: PaymentInput, key: string): Promise<Payment> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiCall<Payment>({ url: apiUrl('/payments'), method: 'POST', data: input, headers: { 'Idempotency-Key': key } });
    } catch (error) {
      if (!inProgress(error) || attempt >= IN_PROGRESS_RETRIES) throw error;
      await wait(IN_PROGRESS_WAIT_MS);
    }
  }
}
