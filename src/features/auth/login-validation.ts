// The login's two checks, written here with its own messages rather than taken from forms/rules.ts: that module
// brings every form's texts and the document checks, and this is the first script a member downloads.
import type { Rule } from '../../forms/rule.ts';
import { loginTexts } from '../../i18n/auth-login.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LoginValues = { email: string; password: string };

/** Checked before anything is sent: each field's Spanish message, shown beside it. */
export const loginRules: { [K in keyof LoginValues]: Rule<LoginValues>[] } = {
  email: [
    (value) => {
      const typed = typeof value === 'string' ? value.trim() : '';
      if (typed === '') return loginTexts.emailRequired;
      return EMAIL.test(typed) ? undefined : loginTexts.emailInvalid;
    },
  ],
  // Not trimmed: a password of spaces is a password.
  password: [(value) => (value ? undefined : loginTexts.passwordRequired)],
};
