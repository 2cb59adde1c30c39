// Issue 27, item 4: every door paints from HTML. The root, an unknown address and a signed-out /home reach the
// prerendered welcome or the /home shell through the door of the page the host serves there, with the portal's
// script never run: the SPA fallback paints either page in place, in the first document (core/browser/prerendered-scripts.ts
// fallbackDoorScript); /home's own page sends a visitor on to the welcome's (doorScript). The redirects with the script
// running are shell-guards.e2e.ts's.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault, at } from './support/sandbox.ts';
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

/** Every document the tab asked for: a door that sends the visitor on costs a second one. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
  });
  return () => documents;
}

const UNKNOWN = ['/', '/no-existe', '/no/existe/tampoco'];
/** Only /home has a page of its own among these: its door sends a visitor on to the welcome's (a second document). */
const documentsFor = (address: string) => (address === '/home' ? 2 : 1);

describe('the door, with the portal script refused', () => {
  it.each([...UNKNOWN, '/auth', '/home', '/home/carne'])('shows a visitor at %s the prerendered welcome', async (address) => {
    const { page, entryRequests } = await withoutScript();
    const documents = countDocuments(page);
    await page.goto(`${at.portal}${address}`);
    await expect.poll(() => pathname(page)).toBe('/auth/welcome');
    await expect.poll(() => page.locator('main h1').isVisible()).toBe(true);
    expect(await page.locator('main h1').textContent()).toBe('Bienvenido a tu portal de salud');
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/auth/login');
    expect(await page.title()).toBe('Bienvenido a tu portal de salud · Portal de afiliados');
    // Painted by the page the host served there, not by a second one; the other page's template is gone.
    expect(documents()).toBe(documentsFor(address));
    expect(await page.locator('template').count()).toBe(0);
    // Only the page's loader asked for the script, once, after its first paint; /home's door never did.
    expect(entryRequests()).toBeLessThanOrEqual(1);
  });

  it.each(UNKNOWN)("shows a member at %s the prerendered /home with their role's tiles and greeting", async (address) => {
    const { page, entryRequests } = await withoutScript();
    const documents = countDocuments(page);
    await writeSessionCookies(page, 'titular@demo.es');
    await page.goto(`${at.portal}${address}`);
    await expect.poll(() => pathname(page)).toBe('/home');
    expect(documents()).toBe(1);
    expect(await page.title()).toBe('Inicio · Portal de afiliados');
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

/** Layout shifts of the page, summed as CLS counts them (none after an input), from before its first paint. */
const WATCH_SHIFTS = () => {
  const w = window as unknown as { __shifts: number };
  w.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) w.__shifts += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Where each link and heading of the page's main stands: what a hand-off must not move. */
const boxes = (page: Page) =>
  page
    .locator('main h1, main a:visible')
    .evaluateAll((nodes) => nodes.map((node) => `${node.textContent?.trim()} ${JSON.stringify(node.getBoundingClientRect())}`));

describe('the app takes the page the door painted over in place', () => {
  it.each([
    ['a visitor', null, '/auth/welcome'],
    ['a member', 'titular@demo.es', '/home'],
  ] as const)('%s at the root: same address, nothing moved, no layout shift', async (_who, member, end) => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await page.addInitScript(WATCH_SHIFTS);
    if (member) await writeSessionCookies(page, member);
    // The member's live screen waits for its customer record: its first frame is the shell's (boot.e2e.ts).
    if (member) await addFault({ method: 'GET', path: '/customer/*', delay_ms: 3000 });
    // The script held back until the painted page is measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENTRY, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${at.portal}/`);
    await expect.poll(() => page.locator('main h1').isVisible()).toBe(true);
    const painted = await boxes(page);
    expect(painted.length).toBeGreaterThan(1);
    release();
    await expect.poll(() => page.evaluate(() => (window as { __portalReady?: boolean }).__portalReady === true)).toBe(true);
    if (member) await expect.poll(() => page.locator('[data-shell]').count()).toBe(0);
    expect(pathname(page)).toBe(end);
    expect(await boxes(page)).toEqual(painted);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
  });
});

describe('the door lets stay', () => {
  it('a member at a deep link, whose fallback page then loads the script and opens the screen', async () => {
    const { page } = await browser.open();
    await writeSessionCookies(page, 'titular@demo.es');
    await page.goto(`${at.portal}/home/carne`);
    // Nothing of the welcome or of home flashes before the screen: the fallback page leaves #app to the script.
    expect(await page.locator('#app').innerHTML()).not.toContain('Bienvenido');
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
