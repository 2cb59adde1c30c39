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
  it('takes who from the token and when from its own clock, whatever the body says', async () => {
    const now = Date.UTC(2026, 10, 27, 9, 30);
    const { call, login, store } = sandbox({ now: () => now });
    const token = await login('titular@demo.es');
    const reply = await call('POST', '/audit', {
      token,
      body: { event: 'login', customer_id: 'cus-1001', at: '2020-01-01T00:00:00Z', details: { ok: true } },
    });
    expect(reply.status).toBe(201);
    expect(reply.json).toEqual({ logged: true });
    const user = store.users.find((u) => u.email === 'titular@demo.es')!;
    expect(store.audit.at(-1)).toEqual({
      event: 'login',
      user_id: user.id,
      customer_id: 'cus-1001',
      at: new Date(now).toISOString(),
      details: { ok: true },
    });
  });

  it('refuses a record without a token (401) and one in the name of someone else (403), and keeps neither', async () => {
    const { call, login, store } = sandbox();
    const before = store.audit.length;
    const anonymous = await call('POST', '/audit', { body: { event: 'login', customer_id: 'cus-1001' } });
    expect(anonymous.status).toBe(401);
    const token = await login('beneficiario@demo.es');
    const forged = await call('POST', '/audit', { token, body: { event: 'login', customer_id: 'cus-1001' } });
    expect(forged.status).toBe(403);
    expect(forged.json.message).toMatch(/tus personas/);
    expect(store.audit.length).toBe(before);
  });

  it('answers 400 to a body without an event', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    expect((await call('POST', '/audit', { token, body: { customer_id: 'cus-1001' } })).status).toBe(400);
  });
});
