// [2/9] On the real sandbox with 8-second access tokens: a screen loaded after expiry still shows its data,
// through exactly one refresh grant, and the user stays logged in.
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.ts';
import { resetSandbox, sandboxRequests } from './support/sandbox.ts';
import { loginThroughForm } from './support/login.ts';
import { pathname, readAlerts } from './support/shell.ts';

const browser = browserPerFile();

const refreshGrants = async () =>
  (await sandboxRequests()).filter((r) => r.method === 'POST' && r.path === '/oauth2/token' && r.query.grant_type === 'refresh_token');

describe('token refresh', () => {
  it('loads home after the access token expired, with one refresh grant, and keeps the user logged in', async () => {
    // Long enough for a login and home on a busy machine before the token runs out; short enough to wait out.
    await resetSandbox({ accessTtlSeconds: 8 });
    const { context, page } = await browser.open();
    const login = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/oauth2/token');
    await loginThroughForm(page, 'titular@demo.es');
    // The access token the sandbox issued (its cookie lasts as long as the token, so read it from the answer).
    const token = ((await (await login).json()) as { access_token: string }).access_token;
    await expect.poll(() => readAlerts(page).then((alerts) => alerts.map((a) => a.title))).toEqual(['¡Tu cuenta está activa!']);
    expect(await refreshGrants()).toEqual([]);

    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    await expect.poll(() => Date.now() / 1000 > exp + 0.5, { timeout: 10_000, interval: 250 }).toBe(true);

    await page.reload();
    await expect.poll(() => page.locator('main ul[aria-label="Tus servicios"] a').count()).toBe(9);
    await expect.poll(() => readAlerts(page).then((alerts) => alerts.map((a) => a.title))).toEqual(['¡Tu cuenta está activa!']);
    expect(pathname(page)).toBe('/home');
    expect(await page.locator('[data-testid="toolbar-user"] .name').textContent()).toBe('Lucía Martín');

    const grants = await refreshGrants();
    expect(grants.map((r) => r.status)).toEqual([200]);
    // Loaded at login; after the reload the expired session got a 401, and the retry after the refresh the data.
    const customerCalls = (await sandboxRequests()).filter((r) => r.method === 'GET' && r.path === '/customer/cus-1001');
    expect(customerCalls.map((r) => r.status)).toEqual([200, 401, 200]);
    expect((await context.cookies()).some((c) => c.name === 'userData')).toBe(true);
  });
});
