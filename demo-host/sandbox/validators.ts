// Checks shared by registration, beneficiaries and the public validation endpoints.

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The check letter of a DNI is its number modulo 23; a NIE swaps its X/Y/Z prefix for 0/1/2 first. */
export function isValidDocumentNumber(type: string, value: string): boolean {
  const v = value.trim().toUpperCase();
  if (type === 'DNI') {
    const m = /^(\d{8})([A-Z])$/.exec(v);
    return m !== null && DNI_LETTERS[Number(m[1]) % 23] === m[2];
  }
  if (type === 'NIE') {
    const m = /^([XYZ])(\d{7})([A-Z])$/.exec(v);
    if (!m) return false;
    const number = Number(`${'XYZ'.indexOf(m[1] as string)}${m[2]}`);
    return DNI_LETTERS[number % 23] === m[3];
  }
  // Passports of other countries vary; Spanish ones are 3 letters and 6 digits, all fit here.
  if (type === 'PASAPORTE') return /^[A-Z0-9]{6,9}$/.test(v);
  return false;
}

/** National number of a Spanish mobile, accepting spaces, dashes and an optional +34/0034 prefix. */
export function spanishMobileDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+34|0034)/, '');
  return /^[67]\d{8}$/.test(digits) ? digits : null;
}

export const isValidEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function ageOn(birthDate: string, nowMs: number): number {
  const now = new Date(nowMs);
  const birth = new Date(`${birthDate}T00:00:00Z`);
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() || (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** The password rule the portal shows as the user types (src/forms/password-rules.ts); null when it is met. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'La contraseña debe tener al menos 8 caracteres.';
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !/\d/.test(password)) {
    return 'La contraseña debe tener una mayúscula, una minúscula y un número.';
  }
  return null;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
