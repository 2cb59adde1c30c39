// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jwtPayload, sandbox } from './sandbox-client.ts';
import { DEMO_ACCOUNTS } from '../../../contract/accounts/demo-accounts.ts';
import { REFRESH_REUSE_GRACE_SECONDS, SESSION_LIFETIME_SECONDS } from '../../../contract/accounts/sessions.ts';
import { CLIENT_ID, CLIENT_SECRET } from '../../../demo-host/sandbox/secrets.ts';

describe('OAuth2 password grant', () => {
  it.each(DEMO_ACCOUNTS.map((a) => a.username))('logs in %s', async (username) => {
    const { passwordGrant } = sandbox();
    const reply = await passwordGrant(username);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.any(String),
    });
    const payload = jwtPayload(reply.json.access_token);
    expect(payload.email).toBe(username);
    expect(payload.exp - payload.iat).toBe(3600);
    // cuidador@ has no membership of their own: they act for others (caregivers.test.ts).
    expect(payload.profiles.length).toBe({ 'familia@demo.es': 2, 'cuidador@demo.es': 0 }[username] ?? 1);
  });

  it('has sixteen demo accounts', () => {
    expect(DEMO_ACCOUNTS).toHaveLength(16);
  });

  it('gives familia@ a Titular and a Beneficiario profile', async () => {
    const { passwordGrant } = sandbox();
    const { profiles } = jwtPayload((await passwordGrant('familia@demo.es')).json.access_token);
    expect(profiles.map((p: { role: string }) => p.role)).toEqual(['Titular', 'Beneficiario']);
  });

  it('refuses a wrong password or unknown user with 401 invalid_grant', async () => {
    const { passwordGrant } = sandbox();
    for (const [user, password] of [
      ['titular@demo.es', 'otra'],
      ['nadie@demo.es', 'Demo1234!'],
    ] as const) {
      const reply = await passwordGrant(user, password);
      expect(reply.status).toBe(401);
      expect(reply.json).toEqual({ error: 'invalid_grant', message: 'Correo electrónico o contraseña incorrectos.' });
    }
  });

  it('refuses a bad client with 401 invalid_client', async () => {
    const { call } = sandbox();
    const query = new URLSearchParams({
      grant_type: 'password',
      username: 'titular@demo.es',
      password: 'Demo1234!',
      client_id: 'portal-afiliados',
      client_secret: 'mal',
    });
    const reply = await call('POST', `/oauth2/token?${query}`);
    expect(reply.status).toBe(401);
    expect(reply.json.error).toBe('invalid_client');
  });

  it('answers 400 to missing parameters and unknown grants', async () => {
    const { call, tokenQuery } = sandbox();
    expect((await call('POST', '/oauth2/token')).status).toBe(400);
    expect((await call('POST', tokenQuery({ grant_type: 'password', username: 'titular@demo.es' }))).status).toBe(400);
    const unknown = await call('POST', tokenQuery({ grant_type: 'client_credentials' }));
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe('unsupported_grant_type');
  });

  it('accepts the parameters in a form-encoded body', async () => {
    const { call, tokenQuery } = sandbox();
    const body = tokenQuery({ grant_type: 'password', username: 'nuevo@demo.es', password: 'Demo1234!' }).split('?')[1];
    const reply = await call('POST', '/oauth2/token', { rawBody: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(reply.status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: a refresh returns a new refresh token, and the spent one past the grace ends the whole session', async () => {
    let now = Date.UTC(2026, 5, 1, 10);
    const { passwordGrant, refreshGrant, call } = sandbox({ now: () => now });
    const first = (await passwordGrant('titular@demo.es')).json.refresh_token;
    const second = await refreshGrant(first);
    expect(second.status).toBe(200);
    expect(second.json.refresh_token).not.toBe(first);
    expect(jwtPayload(second.json.access_token).email).toBe('titular@demo.es');
    now += (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000;
    // The thief (or a stale copy) replays the first token: refused, and the member's live one dies with it.
    const replay = await refreshGrant(first);
    expect(replay.status).toBe(401);
    expect(replay.json.error).toBe('invalid_grant');
    expect((await refreshGrant(second.json.refresh_token)).status).toBe(401);
    // The access token of the session is refused too, before its own expiry.
    const read = await call('GET', '/customer/cus-1001?role=Titular', { token: second.json.access_token });
    expect(read.status).toBe(401);
  });

  it('honours the last spent token again within the grace (two windows refreshing at once), in the same session', async () => {
    let now = Date.UTC(2026, 5, 1, 10);
    const { passwordGrant, refreshGrant } = sandbox({ now: () => now });
    const first = (await passwordGrant('titular@demo.es')).json.refresh_token;
    const a = await refreshGrant(first);
    now += REFRESH_REUSE_GRACE_SECONDS * 1000;
    const b = await refreshGrant(first);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(jwtPayload(b.json.access_token).sid).toBe(jwtPayload(a.json.access_token).sid);
    // Both windows go on; once one of them has refreshed again, the first token is no longer the last spent one.
    expect((await refreshGrant(b.json.refresh_token)).status).toBe(200);
    const late = await refreshGrant(first);
    expect(late.status).toBe(401);
    expect((await refreshGrant(a.json.refresh_token)).status).toBe(401);
  });

  it('an older token within the grace is still a reuse: only the last spent one is forgiven', async () => {
    const { passwordGrant, refreshGrant } = sandbox();
    const first = (await passwordGrant('titular@demo.es')).json.refresh_token;
    const second = (await refreshGrant(first)).json.refresh_token;
    const third = (await refreshGrant(second)).json.refresh_token;
    expect((await refreshGrant(first)).status).toBe(401);
    expect((await refreshGrant(third)).status).toBe(401);
  });

  it('a reuse ends that session only: the same login signed in elsewhere goes on', async () => {
    const { passwordGrant, refreshGrant } = sandbox();
    const phone = (await passwordGrant('titular@demo.es')).json.refresh_token;
    const laptop = (await passwordGrant('titular@demo.es')).json.refresh_token;
    const next = (await refreshGrant(phone)).json.refresh_token;
    await refreshGrant(next);
    expect((await refreshGrant(phone)).status).toBe(401);
    expect((await refreshGrant(laptop)).status).toBe(200);
  });

  it('rejects an unknown refresh token with 401', async () => {
    const { refreshGrant } = sandbox();
    expect((await refreshGrant('inventado')).status).toBe(401);
  });

  it('end SESSION_LIFETIME_SECONDS after the sign-in, however often they rotate', async () => {
    let now = Date.UTC(2026, 0, 1);
    const { passwordGrant, refreshGrant } = sandbox({ now: () => now });
    let token = (await passwordGrant('titular@demo.es')).json.refresh_token;
    // A refresh every ten days, for the whole lifetime: each one works, none moves the deadline.
    const days = SESSION_LIFETIME_SECONDS / 86_400;
    for (let day = 10; day < days; day += 10) {
      now += 10 * 86_400_000;
      const reply = await refreshGrant(token);
      expect(reply.status).toBe(200);
      token = reply.json.refresh_token;
    }
    now += 10 * 86_400_000;
    const ended = await refreshGrant(token);
    expect(ended.status).toBe(401);
    expect(ended.json.error).toBe('invalid_grant');
  });
});

describe('revocation (RFC 7009)', () => {
  const revoke = (call: ReturnType<typeof sandbox>['call'], fields: Record<string, string>) =>
    call('POST', '/oauth2/revoke', {
      rawBody: new URLSearchParams({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...fields }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('ends the session of a refresh token: every token of it, the access token included', async () => {
    const { passwordGrant, refreshGrant, call } = sandbox();
    const signIn = (await passwordGrant('titular@demo.es')).json;
    const rotated = (await refreshGrant(signIn.refresh_token)).json;
    const reply = await revoke(call, { token: rotated.refresh_token, token_type_hint: 'refresh_token' });
    expect(reply.status).toBe(200);
    expect(reply.json).toBeUndefined();
    expect((await refreshGrant(rotated.refresh_token)).status).toBe(401);
    expect((await call('GET', '/customer/cus-1001?role=Titular', { token: rotated.access_token })).status).toBe(401);
    // Another session of the same login is not touched.
    const other = (await passwordGrant('titular@demo.es')).json;
    expect((await call('GET', '/customer/cus-1001?role=Titular', { token: other.access_token })).status).toBe(200);
  });

  it('ends a session from its access token too, and answers 200 to a token it does not know', async () => {
    const { passwordGrant, refreshGrant, call } = sandbox();
    const signIn = (await passwordGrant('titular@demo.es')).json;
    expect((await revoke(call, { token: signIn.access_token })).status).toBe(200);
    expect((await refreshGrant(signIn.refresh_token)).status).toBe(401);
    expect((await revoke(call, { token: 'inventado' })).status).toBe(200);
  });

  it("a caregiver's acting session is their own carried on: one sign-out ends both, and it keeps the same deadline", async () => {
    let now = Date.UTC(2026, 5, 1, 10);
    const { passwordGrant, refreshGrant, call } = sandbox({ now: () => now });
    const own = (await passwordGrant('cuidador@demo.es')).json;
    const acting = await call('POST', '/caregivers/acting', { token: own.access_token, body: { customer_id: 'cus-1001' } });
    expect(acting.status).toBe(200);
    expect(jwtPayload(acting.json.access_token).sid).toBe(jwtPayload(own.access_token).sid);
    // Acting is no way to a fresh 120 days: the refresh past the caregiver's deadline is refused.
    now += SESSION_LIFETIME_SECONDS * 1000;
    expect((await refreshGrant(acting.json.refresh_token)).status).toBe(401);

    const again = (await passwordGrant('cuidador@demo.es')).json;
    const actingAgain = (await call('POST', '/caregivers/acting', { token: again.access_token, body: { customer_id: 'cus-1001' } })).json;
    expect((await revoke(call, { token: again.refresh_token })).status).toBe(200);
    expect((await refreshGrant(actingAgain.refresh_token)).status).toBe(401);
  });

  it('refuses a missing token (400) and a wrong client (401), and revokes nothing then', async () => {
    const { passwordGrant, refreshGrant, call } = sandbox();
    const signIn = (await passwordGrant('titular@demo.es')).json;
    expect((await revoke(call, {})).status).toBe(400);
    const wrong = await revoke(call, { token: signIn.refresh_token, client_secret: 'mal' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe('invalid_client');
    expect((await refreshGrant(signIn.refresh_token)).status).toBe(200);
  });
});

describe('access expiry', () => {
  it('uses SANDBOX_ACCESS_TTL when no ttl is given', async () => {
    process.env.SANDBOX_ACCESS_TTL = '42';
    try {
      const { passwordGrant } = sandbox();
      expect((await passwordGrant('titular@demo.es')).json.expires_in).toBe(42);
    } finally {
      delete process.env.SANDBOX_ACCESS_TTL;
    }
  });

  it('gives 401 once the access token is past its expiry, while the refresh still works', async () => {
    let now = Date.UTC(2026, 5, 1, 10);
    const { passwordGrant, refreshGrant, call } = sandbox({ accessTtlSeconds: 60, now: () => now });
    const tokens = (await passwordGrant('titular@demo.es')).json;
    const customer = (token: string) => call('GET', '/customer/cus-1001?role=Titular', { token });
    now += 59_000;
    expect((await customer(tokens.access_token)).status).toBe(200);
    now += 1_000;
    const expired = await customer(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({ error: 'invalid_token', message: 'El token de acceso ha caducado.' });
    const refreshed = await refreshGrant(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    expect((await customer(refreshed.json.access_token)).status).toBe(200);
  });
});
