import { beforeEach, describe, expect, it } from 'vitest';
import { firstError } from '../../../src/forms/rule.ts';
import { endSaleAttempt, saleAttemptKey } from '../../../src/features/sales/sale-attempt.ts';
import {
  benKey,
  formFieldErrors,
  saleBody,
  saleInitial,
  saleRules,
  withoutBeneficiary,
  type SaleValues,
} from '../../../src/features/sales/sale-form.ts';

const filled: SaleValues = {
  ...saleInitial,
  document_type: 'DNI',
  document_number: '48151623-l',
  first_name: ' Nuria ',
  first_lastname: 'Carrasco',
  birth_date: '1986-04-12',
  gender: 'F',
  civil_status: 'CASADO',
  email: 'nuria.carrasco@correo.es',
  phone: '612 398 745',
  street: 'Calle de Alcalá 120',
  city: 'Madrid',
  province: 'Madrid',
  postal_code: '28009',
  plan_code: 'FAMILIAR',
  headquarters_id: 'hq-madrid',
  payment_method: 'site',
  privacy: true,
  terms: true,
};

const errorsOf = (values: SaleValues, needsAdvisor = false) => {
  const rules = saleRules(needsAdvisor);
  return Object.fromEntries(
    Object.keys(values)
      .map((name) => [name, firstError(rules[name], values[name] ?? '', values)])
      .filter(([, e]) => e),
  );
};

describe('registerSale form', () => {
  it("checks the holder with the registration's rules, and only the beneficiary slots in use", () => {
    expect(errorsOf(filled)).toEqual({});
    const wrong = errorsOf({ ...filled, document_number: '48151623A', phone: '912345678', birth_date: '2015-01-01' });
    expect(Object.keys(wrong).sort()).toEqual(['birth_date', 'document_number', 'phone']);
    const oneBeneficiary = errorsOf({ ...filled, beneficiary_count: '1' });
    expect(Object.keys(oneBeneficiary).every((name) => name.startsWith('ben0_'))).toBe(true);
    expect(oneBeneficiary[benKey(0, 'first_name')]).toBeTruthy();
    expect(oneBeneficiary[benKey(0, 'email')]).toBeUndefined();
  });

  it('lets a child under 14 go without a document, and asks an Asesor for the advisor', () => {
    const child = { ...filled, beneficiary_count: '1', [benKey(0, 'document_type')]: 'MENOR' };
    expect(errorsOf(child)[benKey(0, 'document_number')]).toBeUndefined();
    expect(errorsOf(filled, true).advisor_id).toBeTruthy();
    expect(errorsOf({ ...filled, terms: false }).terms).toBeTruthy();
  });

  it('builds the POST /sales body: normalised document and phone, only the beneficiaries in use', () => {
    const values = {
      ...filled,
      beneficiary_count: '1',
      [benKey(0, 'first_name')]: 'Pablo',
      [benKey(0, 'document_type')]: 'MENOR',
      [benKey(1, 'first_name')]: 'Sobra',
    };
    const body = saleBody(values, 'https://portal.test/public/welcome');
    expect(body).toMatchObject({
      accepted_privacy: true,
      accepted_terms: true,
      document_number: '48151623L',
      first_name: 'Nuria',
      phone: '+34612398745',
      second_name: null,
      welcome_url: 'https://portal.test/public/welcome',
    });
    expect(body.beneficiaries).toEqual([expect.objectContaining({ first_name: 'Pablo', document_number: null, email: null })]);
    expect(body).not.toHaveProperty('advisor_id');
  });

  it("puts the server's field messages on the form's fields", () => {
    expect(
      formFieldErrors({
        'beneficiaries.1.document_number': 'a',
        'address.postal_code': 'b',
        email: 'c',
        beneficiaries: 'd',
        accepted_terms: 'e',
      }),
    ).toEqual({ ben1_document_number: 'a', postal_code: 'b', email: 'c', beneficiary_count: 'd', terms: 'e' });
  });

  it('removes a beneficiary and moves the later ones up', () => {
    const values = {
      ...filled,
      beneficiary_count: '3',
      [benKey(0, 'first_name')]: 'A',
      [benKey(1, 'first_name')]: 'B',
      [benKey(2, 'first_name')]: 'C',
    };
    const next = { ...values, ...withoutBeneficiary(values, 1) } as SaleValues;
    expect(next.beneficiary_count).toBe('2');
    expect([next[benKey(0, 'first_name')], next[benKey(1, 'first_name')], next[benKey(2, 'first_name')]]).toEqual(['A', 'C', '']);
  });
});

describe('the sale attempt key', () => {
  beforeEach(() => {
    sessionStorage.clear();
    endSaleAttempt();
  });

  it('is the same for the same body (a retry, a double click) and new for changed data or after a sale', () => {
    const body = { first_name: 'Nuria' };
    const key = saleAttemptKey(body);
    expect(saleAttemptKey({ first_name: 'Nuria' })).toBe(key);
    const changed = saleAttemptKey({ first_name: 'Nuria María' });
    expect(changed).not.toBe(key);
    endSaleAttempt();
    expect(saleAttemptKey({ first_name: 'Nuria María' })).not.toBe(changed);
  });
});
