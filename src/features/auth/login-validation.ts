import { loginTexts } from '../../i18n/auth-login.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

/** Checked before anything is sent: each field's Spanish message, shown beside it. */
export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!email.trim()) errors.email = loginTexts.emailRequired;
  else if (!EMAIL.test(email.trim())) errors.email = loginTexts.emailInvalid;
  if (!password) errors.password = loginTexts.passwordRequired;
  return errors;
}
