// The bridge is penpal 7: a host page with penpal alone (no embed script of ours) drives the portal with the
// contract's method names, and a portal that reloads inside the frame is heard again (penpal reconnects by
// itself without saying so; the portal's per-page hello is what makes `reconnected` true).
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { framePath, logged, loggedNavigation, loginInFrame, openHost, portalFrame, portalFrameOf } from './support/embed.ts';

const browser = browserPerFile();

describe('a host page with penpal alone', () => {
  it('frames the portal cross-site, connects, and moves it with navigate() after login', async () => {
    const { page } = await browser.open();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(`${at.host}/penpal.html`);
    await expect.poll(() => page.locator('html[data-connected]').count(), { timeout: 15_000 }).toBe(1);
    // No embed script on this page: only its own bundle, which carries penpal.
    expect(scripts.filter((url) => url.startsWith(at.host)).length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /embed/.test(url))).toEqual([]);
    await expect.poll(async () => (await logged(page, 'hello')).length).toBe(1);
    await expect.poll(() => logged(page, 'onNavigation')).toContainEqual({ url: '/auth/login', topLevel: false });

    await loginInFrame(page);
    await expect.poll(() => logged(page, 'onNavigation')).toContainEqual({ url: '/home', topLevel: false });
    await page.getByRole('button', { name: 'Ver mi carné' }).click();
    await expect.poll(() => framePath(page)).toBe('/home/carne');
    await expect.poll(() => logged(page, 'onNavigation')).toContainEqual({ url: '/home/carne', topLevel: false });
    await expect.poll(() => logged(page, 'navigate')).toEqual([{ url: '/home/carne', accepted: true }]);
    await expect.poll(() => portalFrame(page).locator('main h1').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});

describe('the portal reloads inside the frame', () => {
  it('the embed reports connection-lost then reconnected, and NAVIGATION works on the new page', async () => {
    const { page } = await browser.open();
    await openHost(page);
    await loginInFrame(page);
    await expect.poll(() => loggedNavigation(page, '/home')).toBe(true);

    // The portal reloads itself (a new deployment, the user's own reload), not the host.
    await portalFrameOf(page)!.evaluate(() => location.reload());
    await expect.poll(async () => (await logged(page, 'connection-lost')).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await logged(page, 'reconnected')).length, { timeout: 10_000 }).toBe(1);
    expect(await page.locator('.pe [role="status"]').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Ver mi carné' }).click();
    await expect.poll(() => framePath(page)).toBe('/home/carne');
    await expect.poll(() => loggedNavigation(page, '/home/carne')).toBe(true);
    expect(await logged(page, 'ready')).toHaveLength(1);
    expect(await logged(page, 'timeout')).toEqual([]);
  });
});
