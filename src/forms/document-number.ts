// Spanish identity documents. A DNI's check letter is its number modulo 23; a NIE swaps X/Y/Z for 0/1/2 first.
const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export type DocumentType = 'DNI' | 'NIE' | 'PASAPORTE' | string;

/** The document type of a child under 14 who has no document (the API's value): no number goes with it. */
export const CHILD_WITHOUT_DOCUMENT = 'MENOR';

export const normalizeDocument = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

export function isValidDni(value: string): boolean {
  const m = /^(\d{8})([A-Z])$/.exec(normalizeDocument(value));
  return m !== null && LETTERS[Number(m[1]) % 23] === m[2];
}

export function isValidNie(value: string): boolean {
  const m = /^([XYZ])(\d{7})([A-Z])$/.exec(normalizeDocument(value));
  return m !== null && LETTERS[Number(`${'XYZ'.indexOf(m[1]!)}${m[2]}`) % 23] === m[3];
}

/** Passports of other countries vary; Spanish ones are 3 letters and 6 digits: all fit here. */
export const isValidPassport = (value: string): boolean => /^[A-Z0-9]{6,9}$/.test(normalizeDocument(value));
