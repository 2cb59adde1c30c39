// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

const registration = {
  first_name: 'Irene',
  first_lastname: 'Campos',
  second_lastname: 'Bravo',
  email: 'irene.campos@correo.es',
  phone: '+34 611 222 333',
  document_type: 'DNI',
  document_number: '33445566R',
  birth_date: '1992-03-08',
  password: 'Segura2026',
  plan_code: 'INDIVIDUAL',
  accepted_privacy: true,
  accepted_terms: true,
};

describe('GET /customer/{id}', () => {
  it('returns the customer for the right role, matched case-insensitively', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const reply = await call('GET', '/customer/cus-1001?role=titular', { token });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      id: 'cus-1001',
      role: 'Titular',
      affiliation: null,
      first_name: 'Lucía',
      first_lastname: 'Martín',
      account: { payment_status: 'Active', plan: { name: 'Plan Familiar', price: 39.9, periodicity: 'mensual' } },
      opportunity: { stage: 'win' },
    });
  });

  it('knows the corporate holder by role or by Titular-CORPORATIVO', async () => {
    const { call, login } = sandbox();
    const token = await login('corporativo@demo.es');
    for (const role of ['Titular', 'titular-corporativo']) {
      const reply = await call('GET', `/customer/cus-1006?role=${role}`, { token });
      expect(reply.json.affiliation).toBe('CORPORATIVO');
    }
  });

  it('has the payment states and stages of docs/sandbox.md', async () => {
    const { call, login } = sandbox();
    const token = await login('asesor@demo.es');
    const get = async (id: string, role: string) => (await call('GET', `/customer/${id}?role=${role}`, { token })).json;
    expect((await get('cus-1007', 'Titular')).account.payment_status).toBe('En Mora');
    expect((await get('cus-1008', 'Titular')).account.payment_status).toBe('payment_pending');
    expect((await get('cus-1009', 'Titular')).account.payment_status).toBe('payment_confirmation_sent');
    expect((await get('cus-1010', 'Titular')).opportunity.stage).toBe('negotiation');
    expect(await get('cus-1011', 'Vendedor')).toMatchObject({ role: 'Vendedor', account: null, opportunity: null });
  });

  it('answers 404 for an unknown id or a role the person does not have, 400 without role', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    expect((await call('GET', '/customer/cus-0000?role=Titular', { token })).status).toBe(404);
    expect((await call('GET', '/customer/cus-1001?role=Beneficiario', { token })).status).toBe(404);
    expect((await call('GET', '/customer/cus-1001', { token })).status).toBe(400);
  });
});

describe('POST /customers', () => {
  it('registers a holder with a pending payment who can then log in', async () => {
    const { call, passwordGrant } = sandbox();
    const reply = await call('POST', '/customers', { body: registration });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({
      role: 'Titular',
      email: 'irene.campos@correo.es',
      phone: '+34611222333',
      account: { payment_status: 'payment_pending', plan: { code: 'INDIVIDUAL' } },
      opportunity: { stage: 'win' },
    });
    // Signing in waits for the e-mail confirmation (registration.test.ts covers it in full).
    expect((await passwordGrant('irene.campos@correo.es', 'Segura2026')).status).toBe(401);
    const [mail] = (await call('GET', '/__sandbox/outbox?kind=registration_confirmation')).json;
    await call('POST', '/customers/confirmations', { body: { token: mail.metadata.token } });
    expect((await passwordGrant('irene.campos@correo.es', 'Segura2026')).status).toBe(200);
  });

  it('answers 409 when the e-mail or the document already exists', async () => {
    const { call } = sandbox();
    expect((await call('POST', '/customers', { body: { ...registration, email: 'TITULAR@demo.es' } })).status).toBe(409);
    expect((await call('POST', '/customers', { body: { ...registration, document_number: '51234876F' } })).status).toBe(409);
  });

  it('answers 422 with a Spanish message per wrong field', async () => {
    const { call } = sandbox();
    const reply = await call('POST', '/customers', {
      body: {
        ...registration,
        first_name: '',
        phone: '912345678',
        document_number: '33445566A',
        birth_date: '2015-01-01',
        plan_code: 'ORO',
        password: 42,
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.json.error).toBe('validation_error');
    expect(Object.keys(reply.json.fields).sort()).toEqual([
      'birth_date',
      'document_number',
      'first_name',
      'password',
      'phone',
      'plan_code',
    ]);
    expect(reply.json.fields.document_number).toBe('El número de documento no es válido.');
  });

  it('refuses a sign-up without the consent to the privacy policy and the terms, whatever the client sent', async () => {
    const { call } = sandbox();
    const reply = await call('POST', '/customers', { body: { ...registration, accepted_privacy: false, accepted_terms: 'true' } });
    expect(reply.status).toBe(422);
    expect(reply.json.fields).toEqual({
      accepted_privacy: 'Acepta la política de privacidad para continuar.',
      accepted_terms: 'Acepta los términos y condiciones para continuar.',
    });
    const both = await call('POST', '/customers', { body: { ...registration, first_name: '', accepted_terms: undefined } });
    expect(Object.keys(both.json.fields).sort()).toEqual(['accepted_terms', 'first_name']);
    expect((await call('GET', '/__sandbox/outbox?kind=registration_confirmation')).json).toEqual([]);
  });
});
