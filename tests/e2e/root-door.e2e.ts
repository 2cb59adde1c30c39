// Issue 27, item 4: every door paints from HTML. The root, an unknown address and a signed-out /home reach the
// prerendered welcome or the /home shell through the door of the page the host serves there (the SPA fallback,
// /home's own page: core/browser/prerendered-scripts.ts doorScript), with the portal's script never run. The redirects
// with the script running are shell-guards.e2e.ts's.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { writeSessionCookies } from './support/login.ts';
import { pathname } from './support/shell.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';

const browser = browserPerFile();

/** The portal's entry script: refused, so whatever shows was painted by the HTML alone. */
const ENTRY = /\/assets\/index-[^/]*\.js$/;

/** A page whose entry script never arrives; every request for it counted. */
async function withoutScript(options: BrowserContextOptions = VIEWPORTS.phone): Promise<{ page: Page; entryRequests: () => number }> {
  const { page } = await browser.open(options);
  let requests = 0;
  await page.route(ENTRY, (route) => {
    requests++;
    return route.abort();
  });
  return { page, entryRequests: () => requests };
}

const UNKNOWN = ['/', '/no-existe', '/no/existe/tampoco'];

describe('the door, with the portal script refused', () => {
  it.each([...UNKNOWN, '/auth', '/home', '/home/carne'])('shows a visitor at %s the prerendered welcome', async (address) => {
    const { page, entryRequests } = await withoutScript();
    await page.goto(`${at.portal}${address}`);
    await expect.poll(() => pathname(page)).toBe('/auth/welcome');
    await expect.poll(() => page.locator('main h1').isVisible()).toBe(true);
    expect(await page.locator('main h1').textContent()).toBe('Bienvenido a tu portal de salud');
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/auth/login');
    // The door's page never asked for the script: only the welcome's loader did, once, after its first paint.
    expect(entryRequests()).toBeLessThanOrEqual(1);
  });

  it.each(UNKNOWN)("shows a member at %s the prerendered /home with their role's tiles and greeting", async (address) => {
    const { page, entryRequests } = await withoutScript();
    await writeSessionCookies(page, 'titular@demo.es');
    await page.goto(`${at.portal}${address}`);
    await expect.poll(() => pathname(page)).toBe('/home');
    await expect.poll(() => page.locator('main h1').isVisible()).toBe(true);
    expect(await page.locator('main h1').textContent()).toBe('Inicio');
    expect(await page.locator('main header p').textContent()).toBe('Hola, Lucía');
    expect(await page.locator('ul[aria-label="Tus servicios"] a:visible').count()).toBe(8);
    expect(entryRequests()).toBeLessThanOrEqual(1);
  });

  it('paints the welcome reached from the root for axe and the eye, at both sizes', async () => {
    for (const [name, size] of [
      ['phone', VIEWPORTS.phone],
      ['desktop', VIEWPORTS.desktop],
    ] as const) {
      const { page } = await withoutScript(size);
      await page.goto(`${at.portal}/`);
      await expect.poll(() => page.locator('main h1').isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `root-door-welcome-${name}`);
    }
  });
});

describe('the door lets stay', () => {
  it('a member at a deep link, whose fallback page then loads the script and opens the screen', async () => {
    const { page } = await browser.open();
    await writeSessionCookies(page, 'titular@demo.es');
    await page.goto(`${at.portal}/home/carne`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Carné de afiliación');
    expect(pathname(page)).toBe('/home/carne');
  });

  it('a visitor at a screen of /auth that has no page of its own', async () => {
    const { page } = await browser.open();
    await page.goto(`${at.portal}/auth/register`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Hazte miembro');
    expect(pathname(page)).toBe('/auth/register');
  });
});
