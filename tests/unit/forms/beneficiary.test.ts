// One beneficiary model for the three forms that ask for one (subscription, the invited sign-up, a sale).
import { describe, expect, it } from 'vitest';
import { asksDocumentNumber, beneficiaryRules, documentNumberToSend } from '../../../src/forms/beneficiary.ts';
import { firstError } from '../../../src/forms/rule.ts';

const numberError = (documentType: string, number: string) =>
  firstError(beneficiaryRules()['document_number'], number, { document_type: documentType, document_number: number });

describe('a beneficiary’s document', () => {
  it('asks no number of a child without document (MENOR) and sends none, even one typed before the type changed', () => {
    expect(asksDocumentNumber('MENOR')).toBe(false);
    expect(numberError('MENOR', '')).toBeUndefined();
    expect(documentNumberToSend('MENOR', '12345678Z')).toBeNull();
  });

  it('requires and checks the number of every other type, and sends it written the canonical way', () => {
    expect(asksDocumentNumber('DNI')).toBe(true);
    expect(numberError('DNI', '')).toBeTruthy();
    expect(numberError('DNI', '12345678A')).toBeTruthy();
    expect(numberError('DNI', '12345678Z')).toBeUndefined();
    expect(documentNumberToSend('DNI', ' 12345678-z ')).toBe('12345678Z');
  });

  it('gives the same rules under a form’s own keys (a sale numbers its slots)', () => {
    const rules = beneficiaryRules((field) => `ben2_${field}`);
    expect(Object.keys(rules)).toContain('ben2_document_number');
    const values = { ben2_document_type: 'MENOR', ben2_document_number: '' };
    expect(firstError(rules['ben2_document_number'], '', values)).toBeUndefined();
    expect(firstError(rules['ben2_document_number'], '', { ...values, ben2_document_type: 'NIE' })).toBeTruthy();
    expect(firstError(rules['ben2_first_name'], 'x'.repeat(61), values)).toBeTruthy();
  });
});
