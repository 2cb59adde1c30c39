import { ApiError } from '../../core/errors.ts';
import { commonTexts } from '../../i18n/payments.ts';

/** The server's Spanish reason when it answered; when the connection failed, say that (never 'Internal Error'). */
export function failureText(failure: unknown): string {
  return failure instanceof ApiError && failure.status !== undefined ? failure.message : commonTexts.connectionLost;
}
