// @vitest-environment node
// What a request carries is checked against its operation's declared request in one place
// (demo-host/sandbox/middleware/validate-requests.ts): the JSON body against its schema, the query against its
// parameters, answered 422 (or 400 where the operation documents only that) with the house's Spanish body.
import { describe, expect, it } from 'vitest';
import { operations } from '../../../contract/operations.ts';
import { sandbox } from './sandbox-client.ts';

describe('request validation from the contract', () => {
  it('refuses a field of the wrong type, in Spanish, field by field', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const reply = await call('POST', '/appointment-holds', { token, body: { slot_id: 5, patient_id: 'cus-1001' } });
    expect(reply.status).toBe(422);
    expect(reply.json).toEqual({
      error: 'validation_error',
      message: 'Revisa los datos marcados.',
      fields: { slot_id: 'Debe ser de tipo texto.' },
    });
  });

  it('refuses a missing required field, with the sentence the schema gives it where it has one', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const missing = await call('POST', '/appointment-holds', { token, body: { patient_id: 'cus-1001' } });
    expect(missing.status).toBe(422);
    expect(missing.json.fields).toEqual({ slot_id: 'Falta este campo.' });
    const comfort = await call('PUT', '/customers/cus-1001/reading-comfort', { token, body: { text_size: 'grande' } });
    expect(comfort.status).toBe(422);
    expect(comfort.json.fields).toEqual({ high_contrast: 'El alto contraste es verdadero o falso.' });
  });

  it('refuses a field the schema does not admit', async () => {
    const { call } = sandbox();
    const reply = await call('POST', '/__sandbox/reset', { body: { accessTtlSeconds: 60, lifetime: 60 } });
    expect(reply.status).toBe(422);
    expect(reply.json.fields).toEqual({ lifetime: 'Este campo no forma parte de la solicitud.' });
  });

  it('checks the query: a missing required parameter is 422, a value outside its list 400 where only that is documented', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const days = await call('GET', '/appointment-days?location=video', { token });
    expect(days.status).toBe(422);
    expect(days.json.fields).toEqual({ speciality: 'Falta este campo.' });
    const sites = await call('GET', '/headquarters?video_consultation=quiza', { token });
    expect(sites.status).toBe(400);
    expect(sites.json.error).toBe('invalid_request');
    expect(sites.json.message).toBe('Usa uno de: true, false.');
    expect((await call('GET', '/headquarters?video_consultation=true', { token })).status).toBe(200);
  });

  it('leaves the refusal of who may call to the route: 401 without a token, 403 for another role, whatever the body', async () => {
    const { call, login } = sandbox();
    expect((await call('POST', '/appointment-holds', { body: { slot_id: 5 } })).status).toBe(401);
    const holder = await login('titular@demo.es');
    const staffOnly = await call('POST', '/staff-payments', {
      token: holder,
      headers: { 'Idempotency-Key': 'k-1' },
      body: { method: 'cheque' },
    });
    expect(staffOnly.status).toBe(403);
    const sale = await call('POST', '/sales', { token: holder, headers: { 'Idempotency-Key': 'k-2' }, body: {} });
    expect(sale.status).toBe(403);
  });

  it('acts on nothing it refuses', async () => {
    const { call, login, store } = sandbox();
    const token = await login('titular@demo.es');
    const before = store.pqrs.length;
    const reply = await call('POST', '/pqrs', {
      token,
      body: {
        customer_id: 'cus-1001',
        type: 'queja',
        subject: 'Retraso',
        description: 'x'.repeat(30),
        contact_preference: 'email',
        extra: true,
      },
    });
    expect(reply.status).toBe(422);
    expect(store.pqrs).toHaveLength(before);
  });

  it('every operation that takes a body or a query documents the refusal the check answers', () => {
    const undocumented = operations
      // A JSON body (the gateway's HTML forms answer with their own page) or query parameters.
      .filter((op) => (op.body && !op.body.contentType) || op.parameters?.some((p) => p.in === 'query'))
      .filter((op) => !op.responses[422] && !op.responses[400])
      .map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect(undocumented).toEqual([]);
  });
});
