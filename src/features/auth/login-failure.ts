import { errorStatus, ShownError, tooManyText } from '../../core/errors/error-message.ts';
import { loginTexts } from '../../i18n/auth-login.ts';

/** The sentence a failed login shows: the server's own words for a 4xx, ours for a network failure. */
export function loginErrorText(error: unknown): string {
  // core/session/session.ts's UnreadableTokenError: the grant worked, the token it gave cannot be read; its message is Spanish.
  if ((error as Error | null)?.name === 'UnreadableTokenError') return (error as Error).message;
  // Too many wrong passwords: how long to wait, from the answer's Retry-After.
  const tooMany = tooManyText(error);
  if (tooMany) return tooMany;
  // A sentence of the login's own (features/auth/after-login.ts: a login with nobody to act as).
  if (error instanceof ShownError) return error.message;
  const status = errorStatus(error);
  const message = (error as { data?: { message?: unknown } } | null)?.data?.message;
  if (status !== undefined && status < 500 && typeof message === 'string' && message) return message;
  if (status === undefined) return loginTexts.network;
  return typeof message === 'string' && message ? message : loginTexts.network;
}
