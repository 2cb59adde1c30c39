import { required, type Rule } from '../../forms/rules.ts';
import { loginTexts } from '../../i18n/auth-login.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LoginValues = { email: string; password: string };

/** Checked before anything is sent: each field's Spanish message, shown beside it. */
export const loginRules: { [K in keyof LoginValues]: Rule<LoginValues>[] } = {
  email: [
    required(loginTexts.emailRequired),
    (value) => (typeof value === 'string' && value.trim() !== '' && !EMAIL.test(value.trim()) ? loginTexts.emailInvalid : undefined),
  ],
  // Not trimmed: a password of spaces is a password.
  password: [(value) => (value ? undefined : loginTexts.passwordRequired)],
};
