// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jwtPayload, sandbox } from './sandbox-client.ts';
import { DEMO_ACCOUNTS } from '../../../contract/accounts/demo-accounts.ts';

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

  it('has fourteen demo accounts', () => {
    expect(DEMO_ACCOUNTS).toHaveLength(14);
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
  it('rotate: a refresh returns a new refresh token and the spent one gets 401', async () => {
    const { passwordGrant, refreshGrant } = sandbox();
    const first = (await passwordGrant('titular@demo.es')).json.refresh_token;
    const second = await refreshGrant(first);
    expect(second.status).toBe(200);
    expect(second.json.refresh_token).not.toBe(first);
    expect(jwtPayload(second.json.access_token).email).toBe('titular@demo.es');
    const replay = await refreshGrant(first);
    expect(replay.status).toBe(401);
    expect(replay.json.error).toBe('invalid_grant');
    expect((await refreshGrant(second.json.refresh_token)).status).toBe(200);
  });

  it('rejects an unknown refresh token with 401', async () => {
    const { refreshGrant } = sandbox();
    expect((await refreshGrant('inventado')).status).toBe(401);
  });

  it('expire after 120 days', async () => {
    let now = Date.UTC(2026, 0, 1);
    const { passwordGrant, refreshGrant } = sandbox({ now: () => now });
    const token = (await passwordGrant('titular@demo.es')).json.refresh_token;
    now += 120 * 24 * 3600 * 1000;
    expect((await refreshGrant(token)).status).toBe(401);
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
