// Field rules: each returns the Spanish message of what is wrong, or undefined. Empty values pass every rule
// but `required`, so an optional field is only checked when something was typed.
import { formTexts as t } from '../i18n/forms.ts';
import { CHILD_WITHOUT_DOCUMENT, isValidDni, isValidNie, isValidPassport } from './document-number.ts';
import { passwordMeetsRules } from './password-rules.ts';
import { spanishMobile } from './phone.ts';
import type { FieldValue, FormValues, Rule } from './rule.ts';

const text = (value: FieldValue): string => (typeof value === 'string' ? value.trim() : '');

/** A rule that only looks at non-empty text. */
const onText =
  (check: (value: string) => boolean, message: string): Rule =>
  (value) => {
    const v = text(value);
    return v === '' || check(v) ? undefined : message;
  };

export const required =
  (message: string = t.required): Rule =>
  (value) =>
    (typeof value === 'boolean' ? value : text(value) !== '') ? undefined : message;

export const mustAccept =
  (message: string = t.mustAccept): Rule =>
  (value) =>
    value === true ? undefined : message;

export const email = (): Rule => onText((v) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v), t.email);

export const mobilePhone = (): Rule => onText((v) => spanishMobile(v) !== null, t.mobile);

export const postalCode = (): Rule => onText((v) => /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(v), t.postalCode);

export const minLength = (n: number): Rule => onText((v) => v.length >= n, t.minLength(n));

export const maxLength = (n: number): Rule => onText((v) => v.length <= n, t.maxLength(n));

export const password = (): Rule => (value) =>
  typeof value === 'string' && value !== '' && !passwordMeetsRules(value) ? t.password : undefined;

/** Same value as another field (a repeated password or e-mail). */
export const sameAs =
  <V extends FormValues>(other: keyof V & string, message: string = t.mismatch): Rule<V> =>
  (value, values) =>
    text(value) === '' || value === values[other] ? undefined : message;

/** The number checked against the document type chosen in `typeField`; a child without document needs none. */
export const documentNumber =
  <V extends FormValues>(typeField: keyof V & string): Rule<V> =>
  (value, values) => {
    const v = text(value);
    if (v === '') return undefined;
    switch (values[typeField]) {
      case 'DNI':
        return isValidDni(v) ? undefined : t.dni;
      case 'NIE':
        return isValidNie(v) ? undefined : t.nie;
      case 'PASAPORTE':
        return isValidPassport(v) ? undefined : t.passport;
      case CHILD_WITHOUT_DOCUMENT:
        return undefined;
      default:
        return t.documentType;
    }
  };

/** A real calendar day written YYYY-MM-DD (what `<input type="date">` gives). */
export function parseIsoDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value) ? null : date;
}

export function ageOn(birth: Date, now: Date): number {
  const age = now.getUTCFullYear() - birth.getUTCFullYear();
  const before =
    now.getUTCMonth() < birth.getUTCMonth() || (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  return before ? age - 1 : age;
}

/** A valid day, not in the future; `minAge` asks for that many full years by today. */
export const birthDate =
  (minAge = 0, now: () => Date = () => new Date()): Rule =>
  (value) => {
    const v = text(value);
    if (v === '') return undefined;
    const day = parseIsoDay(v);
    if (!day) return t.date;
    if (day.getTime() > now().getTime()) return t.pastDate;
    return minAge > 0 && ageOn(day, now()) < minAge ? t.adult(minAge) : undefined;
  };
