import { formTexts } from '../i18n/forms.ts';

export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  id: string;
  label: string;
  test: (password: string) => boolean;
}

/** Shown as a checklist while the user types, and checked again on submit. */
export const passwordRules: PasswordRule[] = [
  { id: 'length', label: formTexts.passwordRules.length(PASSWORD_MIN_LENGTH), test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: formTexts.passwordRules.upper, test: (p) => /\p{Lu}/u.test(p) },
  { id: 'lower', label: formTexts.passwordRules.lower, test: (p) => /\p{Ll}/u.test(p) },
  { id: 'digit', label: formTexts.passwordRules.digit, test: (p) => /\d/.test(p) },
];

export const passwordMeetsRules = (password: string): boolean => passwordRules.every((rule) => rule.test(password));
