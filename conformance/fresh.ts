// Fresh data for the calls that create something unique (a holder, a beneficiary, a sale): a new valid DNI, a
// mobile number and an address under example.com (reserved: no real person gets the e-mails), so the kit runs
// again and again against the same server without a 409 for a document or an e-mail already taken.
import { randomBytes, randomInt } from 'node:crypto';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function freshDni(): string {
  const number = randomInt(10_000_000, 100_000_000);
  return `${number}${DNI_LETTERS[number % 23]}`;
}

/** A Spanish mobile: 9 digits starting with 6. */
export const freshMobile = (): string => `6${randomInt(10_000_000, 100_000_000)}`;

export const freshTag = (): string => randomBytes(5).toString('hex');

export const freshEmail = (tag: string): string => `contrato.${tag}@example.com`;

/** Eight characters or more, with a capital, a small letter and a digit. */
export const freshPassword = (tag: string): string => `Kit-${tag}-Aa1`;

/** The configuration exchange's key: 16 random digits. */
export const freshKey = (): string => Array.from({ length: 16 }, () => randomInt(0, 10)).join('');

/** An adult's birth date, 30 years ago. */
export function adultBirthDate(now = Date.now()): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - 30);
  return date.toISOString().slice(0, 10);
}

/** A card expiry (MM/AA) next year: always in the future. */
export function futureExpiry(now = Date.now()): string {
  const date = new Date(now);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String((date.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}
