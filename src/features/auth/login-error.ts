import { errorStatus } from '../../core/errors.ts';
import { loginTexts } from '../../i18n/login.ts';

/** The sentence a failed login shows: the server's own words for a 4xx, ours for a network failure. */
export function loginErrorText(error: unknown): string {
  const status = errorStatus(error);
  const message = (error as { data?: { message?: unknown } } | null)?.data?.message;
  if (status !== undefined && status < 500 && typeof message === 'string' && message) return message;
  if (status === undefined) return loginTexts.network;
  return typeof message === 'string' && message ? message : loginTexts.network;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!email.trim()) errors.email = loginTexts.emailRequired;
  else if (!EMAIL.test(email.trim())) errors.email = loginTexts.emailInvalid;
  if (!password) errors.password = loginTexts.passwordRequired;
  return errors;
}
