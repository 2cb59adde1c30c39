// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORIGIN, sandbox } from './sandbox-client.ts';

describe('request log', () => {
  it('records requests newest last, masks secrets and keeps only audit bodies', async () => {
    const { call, passwordGrant, refreshGrant } = sandbox();
    const { refresh_token } = (await passwordGrant('titular@demo.es')).json;
    const { access_token } = (await refreshGrant(refresh_token)).json;
    await call('POST', '/audit', { token: access_token, body: { event: 'visto' } });
    await call('POST', '/otp', { body: { address: 'a@b.es', channel: 'email' } });
    const log = (await call('GET', '/__sandbox/requests')).json;
    expect(log.map((r: { method: string; path: string; status: number }) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /oauth2/token 200',
      'POST /oauth2/token 200',
      'POST /audit 201',
      'POST /otp 202',
    ]);
    expect(log[0].query).toMatchObject({
      username: 'titular@demo.es',
      password: '***',
      client_secret: '***',
      client_id: 'portal-afiliados',
    });
    expect(log[1].query.refresh_token).toBe('***');
    // A revocation sent in the query (the form body is not logged): its token is a secret too.
    await call(
      'POST',
      `/oauth2/revoke?${new URLSearchParams({ token: refresh_token, client_id: 'portal-afiliados', client_secret: 'x' })}`,
    );
    const revoke = (await call('GET', '/__sandbox/requests')).json.at(-1);
    expect(revoke.query).toMatchObject({ token: '***', client_secret: '***' });
    expect(log[2].body).toEqual({ event: 'visto' });
    expect(log[3].body).toBeUndefined();
    expect(new Date(log[0].time).toString()).not.toBe('Invalid Date');
  });
});

describe('reset', () => {
  it('restores the seed, forgets tokens and faults, and empties the log', async () => {
    const { call, login, passwordGrant, refreshGrant } = sandbox();
    const token = await login('titular@demo.es');
    const { refresh_token } = (await passwordGrant('nuevo@demo.es')).json;
    await call('DELETE', '/beneficiaries/ben-2001', { token });
    await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/nomenclatures/*', status: 503, count: 5 } });
    expect((await call('POST', '/__sandbox/reset')).status).toBe(200);
    expect((await call('GET', '/__sandbox/requests')).json).toEqual([]);
    expect((await call('GET', '/nomenclatures/genders')).status).toBe(200);
    expect((await refreshGrant(refresh_token)).status).toBe(401);
    const list = await call('GET', '/beneficiaries?titular_id=cus-1001', { token });
    expect(list.json.map((b: { id: string }) => b.id)).toContain('ben-2001');
  });

  // Issue 30: boot.e2e and root-door.e2e leave a GET /customer held by a 3 s delay when their test ends; the next
  // file's session-refresh then found that 200 at the head of its own log ([200, 200, 401, 200]).
  it('leaves a request held across it out of the new log, and drops it before it touches the seed brought back', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    await call('POST', '/__sandbox/faults', { body: { method: 'DELETE', path: '/beneficiaries/*', delay_ms: 150 } });
    const held = call('DELETE', '/beneficiaries/ben-2001', { token });
    // The fault leaves the list when its request arrives: from then on the request is asleep in the delay.
    await expect.poll(async () => (await call('GET', '/__sandbox/faults')).json).toEqual([]);
    await call('POST', '/__sandbox/reset');
    await expect(held).rejects.toThrow(TypeError);
    expect((await call('GET', '/__sandbox/requests')).json).toEqual([]);
    const list = await call('GET', '/beneficiaries?titular_id=cus-1001', { token });
    expect(list.json.map((b: { id: string }) => b.id)).toContain('ben-2001');
  });

  it('sets the access-token lifetime until the next reset when asked', async () => {
    const { call, passwordGrant } = sandbox({ accessTtlSeconds: 3600 });
    expect((await call('POST', '/__sandbox/reset', { body: { accessTtlSeconds: 2 } })).json.accessTtlSeconds).toBe(2);
    expect((await passwordGrant('titular@demo.es')).json.expires_in).toBe(2);
    await call('POST', '/__sandbox/reset');
    expect((await passwordGrant('titular@demo.es')).json.expires_in).toBe(3600);
    expect((await call('POST', '/__sandbox/reset', { body: { accessTtlSeconds: 0 } })).status).toBe(422);
  });

  it('is also returned by createSandbox', async () => {
    const { call, reset } = sandbox();
    await call('POST', '/audit', { body: { event: 'x' } });
    reset();
    expect((await call('GET', '/__sandbox/requests')).json).toEqual([]);
  });
});

describe('faults', () => {
  it('answer a status for the next count matching requests, then stop', async () => {
    const { call } = sandbox();
    const armed = await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/nomenclatures/*', status: 503, count: 2 } });
    expect(armed.status).toBe(201);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call('GET', '/nomenclatures/genders')).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect((await call('POST', '/nomenclatures/genders')).status).toBe(404);
  });

  it('are listed with what is left of their count, until their last request arrives', async () => {
    const { call } = sandbox();
    await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/nomenclatures/*', status: 503, count: 2 } });
    await call('GET', '/nomenclatures/genders');
    expect((await call('GET', '/__sandbox/faults')).json).toEqual([expect.objectContaining({ path: '/nomenclatures/*', remaining: 1 })]);
    await call('GET', '/nomenclatures/genders');
    expect((await call('GET', '/__sandbox/faults')).json).toEqual([]);
  });

  it('match any method with * and answer a JSON error body', async () => {
    const { call } = sandbox();
    await call('POST', '/__sandbox/faults', { body: { method: '*', path: '/audit', status: 500 } });
    const reply = await call('POST', '/audit', { body: { event: 'x' } });
    expect(reply.status).toBe(500);
    expect(reply.json.error).toBe('sandbox_fault');
    expect((await call('GET', '/__sandbox/requests')).json.at(-1)).toMatchObject({ path: '/audit', status: 500 });
  });

  it('delay a request before answering it normally', async () => {
    const { call } = sandbox();
    await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/nomenclatures/genders', delay_ms: 120 } });
    const started = performance.now();
    const reply = await call('GET', '/nomenclatures/genders');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(reply.status).toBe(200);
  });

  it('drop makes the in-process fetch reject', async () => {
    const { app, call } = sandbox();
    await call('POST', '/__sandbox/faults', { body: { method: 'POST', path: '/oauth2/*', drop: true } });
    await expect(app.fetch(new Request(`${ORIGIN}/oauth2/token`, { method: 'POST' }))).rejects.toThrow(TypeError);
    expect((await call('POST', '/oauth2/token')).status).toBe(400);
  });

  it('are cleared by DELETE and refuse an empty fault', async () => {
    const { call } = sandbox();
    await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '*', status: 500, count: 10 } });
    expect((await call('DELETE', '/__sandbox/faults')).status).toBe(204);
    expect((await call('GET', '/nomenclatures/genders')).status).toBe(200);
    expect((await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/x' } })).status).toBe(422);
  });
});

describe('token shape', () => {
  const payload = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

  it('mints the chosen shape until the reset, and the API accepts the OIDC one', async () => {
    const { call, passwordGrant } = sandbox();
    expect((await call('POST', '/__sandbox/token-shape', { body: { shape: 'cuadrado' } })).status).toBe(422);
    await call('POST', '/__sandbox/token-shape', { body: { shape: 'oidc' } });
    const oidc = (await passwordGrant('titular@demo.es')).json.access_token as string;
    const claims = payload(oidc);
    expect(claims).toMatchObject({ role: 'Titular', given_name: expect.any(String), family_name: expect.any(String) });
    expect(claims.profiles).toBeUndefined();
    // The person in `sub` owns its beneficiaries: the bearer middleware found them from the token.
    expect((await call('GET', `/beneficiaries?titular_id=${claims.sub as string}`, { token: oidc })).status).toBe(200);
    expect((await call('GET', '/beneficiaries?titular_id=cus-otro', { token: oidc })).status).toBe(403);
    await call('POST', '/__sandbox/token-shape', { body: { shape: 'no-claims' } });
    expect(Object.keys(payload((await passwordGrant('titular@demo.es')).json.access_token as string)).sort()).toEqual([
      'exp',
      'iat',
      'jti',
    ]);
    await call('POST', '/__sandbox/token-shape', { body: { shape: 'not-jwt' } });
    expect((await passwordGrant('titular@demo.es')).json.access_token).not.toContain('.');
    await call('POST', '/__sandbox/reset');
    expect(payload((await passwordGrant('titular@demo.es')).json.access_token as string).profiles).toHaveLength(1);
  });
});
