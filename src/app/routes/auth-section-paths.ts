import type { SectionKey } from '../../i18n/sections.ts';

/** The onboarding screens of /auth that the onboarding issue fills. */
export const authSectionKeys = {
  register: 'register',
  plans: 'plans',
  'registration-form': 'registrationForm',
  confirm: 'confirm',
  pleaseConfirmRegistration: 'pleaseConfirm',
} as const satisfies Record<string, SectionKey>;

export type AuthSectionPath = keyof typeof authSectionKeys;
export const AUTH_SECTION_PATHS = Object.keys(authSectionKeys) as AuthSectionPath[];
