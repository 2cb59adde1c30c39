import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCustomer } from '../../../src/api/get-customer.ts';
import { isRefreshing } from '../../../src/core/http/refresh-queue.ts';
import { login } from '../../../src/core/session/session.ts';
import { readAccessToken, readUserData } from '../../../src/core/session/session-cookies.ts';
import { PASSWORD, sandboxPerTest } from './sandbox-harness.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../../contract/accounts/sessions.ts';

const env = sandboxPerTest();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function loginExpired() {
  await login('titular@demo.es', PASSWORD);
  const user = readUserData()!;
  // One second past the sandbox's default 3600 s access lifetime: the cookie is still there, the token is dead.
  env.sandbox.advance(3601);
  return user;
}

describe('token refresh against the sandbox', () => {
  it('100 concurrent requests with an expired token: exactly one refresh call and 100 successes', async () => {
    const user = await loginExpired();
    const stale = readAccessToken();
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => getCustomer(user.id, user.role)));

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    expect(await env.sandbox.refreshCalls()).toHaveLength(1);
    const customerCalls = (await env.sandbox.log()).filter((r) => r.path === `/customer/${user.id}`);
    expect(customerCalls.filter((r) => r.status === 401)).toHaveLength(100);
    expect(customerCalls.filter((r) => r.status === 200)).toHaveLength(100);
    expect(readAccessToken()).not.toBe(stale);
    expect(isRefreshing()).toBe(false);
  });

  it('a refresh answered 401 (spent refresh token) logs out and leaves no pending promise', async () => {
    const user = await loginExpired();
    // Spend the refresh token behind the portal's back: the sandbox rotates it and refuses the old one.
    const refreshToken = document.cookie.match(/refreshToken=([^;]+)/)![1]!;
    const { url, client_id, client_secret } = (await import('../../../src/core/config/config.ts')).requireConfig();
    const spend = new URL(`${url}/oauth2/token`);
    spend.search = new URLSearchParams({
      grant_type: 'refresh_token',
      client_id,
      client_secret,
      refresh_token: decodeURIComponent(refreshToken),
    }).toString();
    expect((await fetch(spend, { method: 'POST' })).status).toBe(200);
    // Past the few seconds in which the server forgives a second spend (two windows refreshing at once): the
    // portal's own refresh is now a reuse, which ends the whole session (the copy's new token included).
    env.sandbox.advance(REFRESH_REUSE_GRACE_SECONDS + 1);

    const settled = await Promise.race([
      Promise.allSettled(Array.from({ length: 5 }, () => getCustomer(user.id, user.role))),
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 2000)),
    ]);
    expect(settled).not.toBe('hung');
    expect((settled as PromiseSettledResult<unknown>[]).every((r) => r.status === 'rejected')).toBe(true);
    // The failure's summary only: the rejection itself carries the grant sent (refresh token, client secret).
    expect(console.error).toHaveBeenCalledWith('Error al refrescar el token', '401 invalid_grant');
    expect(env.navigations).toEqual(['/auth/login']);
    expect(document.cookie).toBe('');
    expect(isRefreshing()).toBe(false);
    const portalRefreshes = (await env.sandbox.refreshCalls()).filter((r) => r.status === 401);
    expect(portalRefreshes).toHaveLength(1);
  });

  it('records login and logout audit events at the sandbox', async () => {
    await loginExpired();
    env.sandbox.advance(-3601);
    const { logout } = await import('../../../src/core/session/session.ts');
    logout();
    await vi.waitFor(async () => {
      const audits = (await env.sandbox.log()).filter((r) => r.path === '/audit');
      expect(audits.map((r) => (r.body as { event: string }).event)).toEqual(['login', 'logout']);
    });
  });
});
