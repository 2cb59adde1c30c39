// One way a session ends, seen from the demo host: the menu's sign-out and an expired session the API will
// not refresh both tell the host (`logout`), leave no cookie or customer data in the frame, and show the login.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { addFault, resetSandbox, sandboxRequests } from './support/sandbox.ts';
import { framePath, logged, loginInFrame, openHost, portalFrame, portalFrameOf, reloadFrame, tapInFrame } from './support/embed.ts';
import { AUTH_TOKEN_COOKIE } from '../../src/core/constants.ts';

const browser = browserPerFile();

async function expectSignedOutInFrame(page: Page): Promise<void> {
  await expect.poll(async () => (await logged(page, 'logout')).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => framePath(page)).toBe('/auth/login');
  await expect.poll(() => portalFrame(page).locator('main h1').textContent()).toBe('Iniciar sesión');
  expect(await portalFrameOf(page)!.evaluate(() => document.cookie)).toBe('');
  expect(await portalFrame(page).locator('body').textContent()).not.toContain('Lucía');
}

const servicesShown = (page: Page) => portalFrame(page).locator('main ul[aria-label="Tus servicios"] a').count();

describe('embedding: how a session ends', () => {
  it('an expired session the API refuses to refresh: the host hears logout, the frame is back on the login', async () => {
    await resetSandbox({ accessTtlSeconds: 2 });
    const { page } = await browser.open();
    await openHost(page);
    await loginInFrame(page);
    await expect.poll(() => servicesShown(page)).toBe(9);

    // The access token dies: its cookie lives as long as the token (expires_in), so once the browser has dropped
    // it, the sandbox refuses the token too. The refresh grant will be refused (after the bridge has reconnected).
    await expect
      .poll(
        () => portalFrameOf(page)!.evaluate((name) => document.cookie.split('; ').some((c) => c.startsWith(`${name}=`)), AUTH_TOKEN_COOKIE),
        {
          timeout: 15_000,
        },
      )
      .toBe(false);
    await addFault({ method: 'POST', path: '/oauth2/token', status: 401, delay_ms: 1_500 });
    await reloadFrame(page);

    await expectSignedOutInFrame(page);
    const requests = await sandboxRequests();
    const refreshes = requests.filter((r) => r.path === '/oauth2/token' && r.query.grant_type === 'refresh_token');
    expect(refreshes.map((r) => r.status)).toEqual([401]);
    expect(requests.filter((r) => r.path === '/customer/cus-1001').map((r) => r.status)).toEqual([200, 401]);
  });

  it("the menu's sign-out inside the frame ends the session the same way", async () => {
    const { page } = await browser.open();
    await openHost(page);
    await loginInFrame(page);
    await expect.poll(() => servicesShown(page)).toBe(9);
    const frame = portalFrame(page);
    await tapInFrame(page, frame.getByRole('button', { name: 'Abrir el menú' }));
    await tapInFrame(page, frame.locator('nav[aria-label="Menú principal"]').getByRole('button', { name: 'Cerrar sesión' }));
    await expectSignedOutInFrame(page);
    // From the cross-site frame, after the cookies went: the logout's record signed by the session (CORS with the
    // bearer), then the revocation (a form, keepalive) that ends the session on the server (issue 28).
    const ending = async () =>
      (await sandboxRequests())
        .filter(
          (r) => r.path === '/oauth2/revoke' || (r.path === '/audit' && (r.body as { event?: string } | undefined)?.event === 'logout'),
        )
        .map((r) => `${r.path} ${r.status}`);
    await expect.poll(ending).toEqual(['/audit 201', '/oauth2/revoke 200']);
  });
});
