import { apiCall } from '../../../core/http/client.ts';
import { ApiError } from '../../../core/errors/error-message.ts';
import { IN_PROGRESS_RETRIES, IN_PROGRESS_WAIT_MS } from '../../../core/constants.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inProgress = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.data as { error?: string } | undefined)?.error === 'idempotency_in_progress';

/**
 * A POST that creates money movements, with the attempt's Idempotency-Key. The same key answers with the same
 * result however often it is sent (a double click, a reload, a retry after a lost answer); while the first
 * request with the key is still running the server says 409, and we wait for it instead of failing.
 */
export async function postOnce<T>(url: string, data: unknown, key: string): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiCall<T>({ url, method: 'POST', data, headers: { 'Idempotency-Key': key } });
    } catch (error) {
      if (!inProgress(error) || attempt >= IN_PROGRESS_RETRIES) throw error;
      await wait(IN_PROGRESS_WAIT_MS);
    }
  }
}
