// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

describe('OTP', () => {
  it('verifies 123456 once, after a code was requested for that address', async () => {
    const { call } = sandbox();
    const address = 'nuevo@demo.es';
    expect((await call('POST', '/otp/verification', { body: { code: '123456', address } })).status).toBe(422);
    const sent = await call('POST', '/otp', { body: { address, channel: 'email' } });
    expect(sent.status).toBe(202);
    expect(sent.json).toEqual({ sent: true, expires_in: 300, max_attempts: 3 });
    const wrong = await call('POST', '/otp/verification', { body: { code: '000000', address } });
    expect(wrong.json).toEqual({ error: 'invalid_code', message: 'El código no es correcto. Te quedan 2 intentos.', attempts_left: 2 });
    expect((await call('POST', '/otp/verification', { body: { code: '123456', address } })).json).toEqual({ verified: true });
    expect((await call('POST', '/otp/verification', { body: { code: '123456', address } })).status).toBe(422);
  });

  it('lets a code expire after 300 seconds', async () => {
    let now = Date.UTC(2026, 0, 1);
    const { call } = sandbox({ now: () => now });
    await call('POST', '/otp', { body: { address: '+34612483920', channel: 'sms' } });
    now += 300_000;
    expect((await call('POST', '/otp/verification', { body: { code: '123456', address: '+34612483920' } })).status).toBe(422);
  });
});

describe('form values', () => {
  it('returns PENDING for titular@ and COMPLETED for completo@', async () => {
    const { call, login } = sandbox();
    const path = (id: string) => `/forms/perfil-afiliado/versions/latest/values/${id}`;
    const pending = await call('GET', path('cus-1001'), { token: await login('titular@demo.es') });
    expect(pending.json).toMatchObject({ form_id: 'perfil-afiliado', customer_id: 'cus-1001', general_status: 'PENDING' });
    const completed = await call('GET', path('cus-1005'), { token: await login('completo@demo.es') });
    expect(completed.json.general_status).toBe('COMPLETED');
    expect(completed.json.values.blood_type).toBe('A+');
  });

  it('saves values with PUT and answers 404 for unknown forms or customers', async () => {
    const { call, login } = sandbox();
    const token = await login('nuevo@demo.es');
    const path = '/forms/perfil-afiliado/versions/latest/values/cus-1004';
    expect((await call('GET', path, { token })).json).toMatchObject({ general_status: 'PENDING', values: {} });
    // A partial profile is saved and stays PENDING, whatever the client claims (the server decides).
    const saved = await call('PUT', path, { token, body: { values: { blood_type: 'B-' }, general_status: 'COMPLETED' } });
    expect(saved.status).toBe(200);
    expect((await call('GET', path, { token })).json).toMatchObject({ general_status: 'PENDING', values: { blood_type: 'B-' } });
    expect((await call('GET', '/forms/otro/versions/latest/values/cus-1004', { token })).status).toBe(404);
    // Someone else's form (or no one's) is not the bearer's to read.
    expect((await call('GET', '/forms/perfil-afiliado/versions/latest/values/cus-0000', { token })).status).toBe(403);
    expect((await call('GET', '/forms/perfil-afiliado/versions/latest/values/cus-1001', { token })).status).toBe(403);
  });
});

describe('audit', () => {
  it('logs an event without a token', async () => {
    const { call } = sandbox();
    const reply = await call('POST', '/audit', {
      body: { event: 'login', customer_id: 'cus-1001', at: '2026-11-21T10:00:00Z', details: { ok: true } },
    });
    expect(reply.status).toBe(201);
    expect(reply.json).toEqual({ logged: true });
  });

  it('answers 400 to a body without an event', async () => {
    const { call } = sandbox();
    expect((await call('POST', '/audit', { body: { customer_id: 'cus-1001' } })).status).toBe(400);
    expect((await call('POST', '/audit', { body: { event: 'x', at: 'ayer' } })).status).toBe(400);
  });
});
