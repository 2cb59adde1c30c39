// [1/9] and [2/9]: the portal boots, runs the configuration exchange against the sandbox and shows the
// login screen in Spanish; a failed exchange shows the error toast and a retry, never a blank screen.
// [14/18]: a returning member's /home paints from its prerendered HTML, and the script takes it over in place.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault, at, sandboxRequests } from './support/sandbox.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { writeSessionCookies } from './support/login.ts';
import { READING_COMFORT_COOKIE, READING_COMFORT_STORAGE_KEY } from '../../src/core/constants.ts';

const browser = browserPerFile();

describe('boot', () => {
  it('shows the login screen in Spanish after a configuration exchange', async () => {
    const { page } = await browser.open();
    await page.goto(`${at.portal}/auth/login`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Iniciar sesión');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.title()).toBe('Iniciar sesión · Portal de afiliados');
    await expect.poll(async () => (await sandboxRequests()).some((r) => r.path === '/clients/frontend' && r.status === 200)).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('shows the error toast with the server text and offers a retry when the exchange fails', async () => {
    await addFault({ method: 'POST', path: '/clients/frontend', status: 503 });
    const { page } = await browser.open();
    await page.goto(`${at.portal}/auth/login`);
    const toast = page.getByRole('status').filter({ hasText: /./ }).last();
    await expect.poll(() => page.locator('[role="alert"] h2').textContent()).toBe('No hemos podido cargar el portal');
    // The toast's own code loads with the first toast (app-frame.tsx): it may be drawn after the alert, never read once.
    await expect.poll(() => toast.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.locator('[role="alert"] h2').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("says 'Internal Error' when the failure has no text", async () => {
    // Chromium silently retries a POST once when a kept-alive connection drops: drop both.
    await addFault({ method: 'POST', path: '/clients/frontend', drop: true, count: 2 });
    const { page } = await browser.open();
    await page.goto(`${at.portal}/auth/login`);
    await expect.poll(() => page.getByText('Internal Error').count()).toBeGreaterThan(0);
  });
});

/** The portal's entry script: held back, the page shows what its HTML alone paints. */
const ENTRY = /\/assets\/index-[^/]*\.js$/;
const tiles = (page: Page) => page.locator('ul[aria-label="Tus servicios"] a:visible');
const boxes = (page: Page) =>
  tiles(page).evaluateAll((links) => links.map((a) => `${a.textContent} ${JSON.stringify(a.getBoundingClientRect())}`));

describe("a returning member's /home before its script", () => {
  it("paints the role's tiles, the greeting and placeholders from the HTML at the member's text size; the script takes over without moving them", async () => {
    const { context, page } = await browser.open(VIEWPORTS.phone);
    await writeSessionCookies(page, 'titular@demo.es');
    // This device's reading comfort (the largest text) as reading-comfort.ts keeps it, the entry and the cookie that
    // sends the head to it: applied by the page's own head script from the first paint.
    await context.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify({ textSize: 'muy-grande' })),
      READING_COMFORT_STORAGE_KEY,
    );
    await context.addCookies([{ name: READING_COMFORT_COOKIE, value: '1', url: at.portal }]);
    await page.route(ENTRY, (route) => route.abort());
    await page.goto(`${at.portal}/home`);
    expect(await page.locator('main h1').textContent()).toBe('Inicio');
    expect(await page.locator('main header p').textContent()).toBe('Hola, Lucía');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
    const shell = await boxes(page);
    // Only the cookie's role's grid shows: a holder's eight tiles, the record's ninth held by a placeholder.
    expect(shell.length).toBe(8);
    expect(await page.locator('main [data-skeleton]:visible').count()).toBe(2);
    await expectNoAxeViolations(page);

    // With the script, and the customer record slow to come: the live screen's first frame is the shell's.
    await page.unroute(ENTRY);
    await addFault({ method: 'GET', path: '/customer/*', delay_ms: 3000 });
    await page.reload();
    await expect.poll(() => page.locator('[data-shell]').count()).toBe(0);
    expect(await page.locator('main [aria-busy=true]').count()).toBe(1);
    expect(await boxes(page)).toEqual(shell);
    expect(await page.locator('[data-testid="toolbar-user"]').textContent()).toContain('Lucía');
  });

  // Issue 27: the page's door (core/browser/prerendered-scripts.ts) sends them on before its shell or any script (root-door.e2e.ts).
  it('shows nothing of home to a visitor without the user cookie, who lands on the welcome without the script', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await page.route(ENTRY, (route) => route.abort());
    await page.goto(`${at.portal}/home`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/welcome');
    expect(await page.locator('[data-shell]').count()).toBe(0);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Bienvenido a tu portal de salud');
  });
});
