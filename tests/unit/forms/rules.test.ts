import { describe, expect, it } from 'vitest';
import {
  birthDate,
  documentNumber,
  email,
  maxLength,
  minLength,
  mobilePhone,
  mustAccept,
  password,
  postalCode,
  required,
  sameAs,
} from '../../../src/forms/rules.ts';
import { firstError } from '../../../src/forms/rule.ts';
import { isValidDni, isValidNie } from '../../../src/forms/document-number.ts';
import { passwordRules } from '../../../src/forms/password-rules.ts';
import { spanishMobile } from '../../../src/forms/phone.ts';
import { formTexts as t } from '../../../src/i18n/forms.ts';

const none = {};

describe('field rules', () => {
  it('required: empty or blank text, and an unticked box, fail with the Spanish message', () => {
    expect(required()('', none)).toBe(t.required);
    expect(required()('   ', none)).toBe(t.required);
    expect(required('Escribe tu nombre.')('', none)).toBe('Escribe tu nombre.');
    expect(required()('Ana', none)).toBeUndefined();
    expect(mustAccept()(false, none)).toBe(t.mustAccept);
    expect(mustAccept()(true, none)).toBeUndefined();
  });

  it('leaves empty optional fields alone', () => {
    for (const rule of [email(), mobilePhone(), postalCode(), minLength(3), birthDate(18)]) expect(rule('', none)).toBeUndefined();
  });

  it('e-mail', () => {
    expect(email()('ana@correo.es', none)).toBeUndefined();
    expect(email()('ana@correo', none)).toBe(t.email);
    expect(email()('ana correo@x.es', none)).toBe(t.email);
  });

  it('Spanish mobile: 9 digits starting with 6 or 7, with or without +34, spaces and dashes', () => {
    expect(spanishMobile('+34 611-222-333')).toBe('611222333');
    expect(spanishMobile('0034711222333')).toBe('711222333');
    expect(spanishMobile('911222333')).toBeNull();
    expect(mobilePhone()('61122233', none)).toBe(t.mobile);
    expect(mobilePhone()('611 22 23 33', none)).toBeUndefined();
  });

  it('DNI and NIE check letters', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('12345678A')).toBe(false);
    expect(isValidDni('1234567-8z')).toBe(true);
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y1234567X')).toBe(true);
    expect(isValidNie('X1234567A')).toBe(false);
  });

  it('document number follows the chosen type, and asks for the type first', () => {
    const rule = documentNumber<{ document_type: string; document_number: string }>('document_type');
    expect(rule('12345678Z', { document_type: 'DNI', document_number: '' })).toBeUndefined();
    expect(rule('12345678A', { document_type: 'DNI', document_number: '' })).toBe(t.dni);
    expect(rule('X1234567A', { document_type: 'NIE', document_number: '' })).toBe(t.nie);
    expect(rule('AB12', { document_type: 'PASAPORTE', document_number: '' })).toBe(t.passport);
    expect(rule('PAA123456', { document_type: 'PASAPORTE', document_number: '' })).toBeUndefined();
    expect(rule('12345678Z', { document_type: '', document_number: '' })).toBe(t.documentType);
  });

  it('postal code: five digits of a real province (01-52)', () => {
    expect(postalCode()('28028', none)).toBeUndefined();
    expect(postalCode()('52001', none)).toBeUndefined();
    expect(postalCode()('53001', none)).toBe(t.postalCode);
    expect(postalCode()('2802', none)).toBe(t.postalCode);
  });

  it('birth date: a real day, not in the future, and the minimum age', () => {
    const today = () => new Date('2026-11-22T10:00:00Z');
    expect(birthDate(0, today)('2026-02-30', none)).toBe(t.date);
    expect(birthDate(0, today)('2027-01-01', none)).toBe(t.pastDate);
    expect(birthDate(18, today)('2008-11-23', none)).toBe(t.adult(18));
    expect(birthDate(18, today)('2008-11-22', none)).toBeUndefined();
  });

  it('password rules, one by one and together', () => {
    const met = (p: string) => passwordRules.filter((r) => r.test(p)).map((r) => r.id);
    expect(met('abc')).toEqual(['lower']);
    expect(met('Ñandú2026')).toEqual(['length', 'upper', 'lower', 'digit']);
    expect(password()('abcdefgh', none)).toBe(t.password);
    expect(password()('Segura2026', none)).toBeUndefined();
  });

  it('length and sameness', () => {
    expect(minLength(3)('ab', none)).toBe(t.minLength(3));
    expect(maxLength(3)('abcd', none)).toBe(t.maxLength(3));
    expect(sameAs<{ a: string; b: string }>('a')('x', { a: 'y', b: 'x' })).toBe(t.mismatch);
  });

  it('firstError gives the first failing rule only', () => {
    expect(firstError([required(), email()], '', none)).toBe(t.required);
    expect(firstError([required(), email()], 'x', none)).toBe(t.email);
    expect(firstError(undefined, 'x', none)).toBeUndefined();
  });
});
