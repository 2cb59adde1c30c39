// The body the registration form sends (holderBody), posted to the sandbox as it is: the portal and the contract
// must agree on it. The contract once refused a holder without a second surname (the form sends null), and every
// sign-up failed in the browser while each side's own tests passed.
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../demo-host/sandbox/app.ts';
import { holderBody, holderInitial, type HolderValues } from '../../../src/features/onboarding/holder-form.ts';

const irene: HolderValues = {
  ...holderInitial,
  document_type: 'DNI',
  document_number: '12345678z',
  first_name: 'Irene',
  first_lastname: 'Campos',
  birth_date: '1990-04-12',
  gender: 'F',
  civil_status: 'CASADO',
  email: 'irene.campos@correo.es',
  phone: '611 222 333',
  street: 'Calle Mayor 5, 2.º A',
  postal_code: '50001',
  city: 'Zaragoza',
  province: 'Zaragoza',
  password: 'Segura2026',
  privacy: true,
  terms: true,
};

async function register(values: HolderValues) {
  const { app } = createSandbox({});
  const body = holderBody(values, { code: 'FAMILIAR', periodicity: 'mensual' }, 'http://127.0.0.1:4173/auth/confirmRegistration');
  const reply = await app.fetch(
    new Request('http://sandbox.test/customers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { status: reply.status, body: (await reply.json()) as { fields?: Record<string, string> } };
}

describe('the registration form and the contract agree', () => {
  it.each([
    ['without second name or surname', {}],
    ['with both', { second_name: 'María', second_lastname: 'Ruiz' }],
  ])('a holder %s is registered', async (_case, extra) => {
    const { status, body } = await register({ ...irene, ...extra });
    expect(body.fields).toBeUndefined();
    expect(status).toBe(201);
  });
});
