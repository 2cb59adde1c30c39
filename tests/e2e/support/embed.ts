// The demo host as its visitors meet it: the portal's iframe, the bridge's event log, and pages of other
// origins served through Playwright's routing (a foreign page needs no server of its own).
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { MIN_HEIGHT } from '../../../embed/mount.ts';
import { at, distDir } from './sandbox.ts';

export const PORTAL_TITLE = 'Portal de afiliados de Clínica Horizonte';
export const FORM_TITLE = 'Formulario del portal de afiliados';
/** penpal 7's message namespace: forged messages in the tests speak the bridge's real protocol. */
export const NAMESPACE = 'penpal';

/** A host name that resolves to loopback in Chromium but is neither the portal's site nor on the allowlist. */
export const foreignOrigin = `http://evil.localhost:${at.hostPort}`;

/** The built embed script's typed ESM API, from this worker's build. */
export const embedModulePath = fileURLToPath(new URL(`../../../${distDir}/embed/embed.mjs`, import.meta.url));

export const portalFrame = (page: Page, title = PORTAL_TITLE): FrameLocator => page.frameLocator(`iframe[title="${title}"]`);

/** The portal's document inside the host page, found by origin: the host replaces the iframe now and then. */
export function portalFrameOf(page: Page): Frame | undefined {
  return page.frames().find((frame) => frame !== page.mainFrame() && frame.url().startsWith(`${at.portal}/`));
}

/** The path the framed portal is on ('' while no portal document is loaded). */
export function framePath(page: Page): string {
  const frame = portalFrameOf(page);
  return frame ? new URL(frame.url()).pathname : '';
}

/** The host log's entries as the demo writes them: `<event> <json detail>`. */
export function logEntries(page: Page): Promise<string[]> {
  return page.locator('#log code').allTextContents();
}

/** The details of one event in the host's log, oldest first. */
export async function logged(page: Page, event: string): Promise<unknown[]> {
  const entries = await logEntries(page);
  return entries.filter((entry) => entry.startsWith(`${event} `)).map((entry) => JSON.parse(entry.slice(event.length + 1)) as unknown);
}

/** Whether the host logged a route report of the portal for `url`. */
export async function loggedNavigation(page: Page, url: string): Promise<boolean> {
  return (await logged(page, 'navigation')).some((detail) => (detail as { url?: string }).url === url);
}

/**
 * The portal's frame at rest on the host page: its screen has no placeholder left and, where the embed sizes the frame
 * to its content (class pe-a, embed/mount.ts), the host has applied the height its content has now (at least
 * MIN_HEIGHT) and has heard its last route report, on which it scrolls the frame's top into view. Until then the host
 * may still move the frame under a click: Playwright aims inside the frame and checks its target there, so a click
 * that lands on the host page instead is never heard by that check and is reported done (CI-15's payments-embedded: "Elegir cómo pagar" clicked, the next screen never came).
 */
export async function frameAtRest(page: Page, title = PORTAL_TITLE): Promise<void> {
  await expect
    .poll(async () => {
      const frame = portalFrameOf(page);
      if (!frame) return 'no portal document';
      const inside = await frame.evaluate(() => {
        const content = document.querySelector('[data-embed-content]') ?? document.body;
        const busy = document.querySelector('main [aria-busy=true], main [data-skeleton]') !== null;
        return {
          busy,
          route: location.pathname,
          height: Math.ceil(Math.max(content.scrollHeight, content.getBoundingClientRect().height)),
        };
      });
      if (inside.busy) return 'placeholders on screen';
      // Only the embed (the demo host) sizes and scrolls the frame; a page that frames the portal by hand does not.
      const applied = await page
        .locator(`iframe[title="${title}"]`)
        .evaluate((iframe) => (iframe.parentElement?.classList.contains('pe-a') ? iframe.parentElement.style.height : null));
      if (applied === null) return 'at rest';
      if (applied !== `${Math.max(MIN_HEIGHT, inside.height)}px`) return `height ${applied} on the host, content ${inside.height}px`;
      const heard = ((await logged(page, 'navigation')).at(-1) as { url?: string } | undefined)?.url;
      return heard === inside.route ? 'at rest' : `host heard ${heard}, frame on ${inside.route}`;
    })
    .toBe('at rest');
}

/** A member's tap inside the portal's frame, once the frame is at rest on the host page (frameAtRest). */
export async function tapInFrame(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  await frameAtRest(page);
  await target.click();
}

/** Opens the demo host and waits until the portal has answered the embed (a `ready` entry in the log). */
export async function openHost(page: Page, origin = at.host): Promise<void> {
  await page.goto(`${origin}/`);
  await expect.poll(async () => (await logged(page, 'ready')).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => framePath(page)).toBe('/auth/login');
}

/** Signs a demo account in through the login form inside the frame and waits for the portal's home. */
export async function loginInFrame(page: Page, email = 'titular@demo.es'): Promise<void> {
  const frame = portalFrame(page);
  await frame.locator('#login-email').fill(email);
  await frame.locator('#login-password').fill(DEMO_PASSWORD);
  await tapInFrame(page, frame.getByRole('button', { name: 'Entrar' }));
  await expectFrameHome(page);
}

/** Waits for the portal in the frame to be on its home screen, signed in. */
export async function expectFrameHome(page: Page): Promise<void> {
  await expect.poll(() => framePath(page), { timeout: 10_000 }).toBe('/home');
  await expect.poll(() => portalFrame(page).locator('main h1').textContent()).toBe('Inicio');
}

/** Reloads the whole host page; the embed connects again and the portal is still signed in. */
export async function reloadHostSignedIn(page: Page): Promise<void> {
  await page.reload();
  await expect.poll(async () => (await logged(page, 'ready')).length, { timeout: 15_000 }).toBe(1);
  await expectFrameHome(page);
}

/** Reloads the portal's iframe from the host page, as a frame reload or a crash-and-restart would. */
export async function reloadFrame(page: Page, title = PORTAL_TITLE): Promise<void> {
  // Setting src again loads its document anew, as a frame reload does.
  await page.locator(`iframe[title="${title}"]`).evaluate((frame: HTMLIFrameElement) => frame.setAttribute('src', frame.src));
}

/** Serves a small HTML page at `url` (any origin) from the test itself. */
export async function servePage(context: BrowserContext, url: string, html: string): Promise<void> {
  await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
}

/**
 * Answers the portal's and the API's requests from the test (fetched by Node, passed on unchanged unless
 * told). Needed for pages served by routing: Chromium's Local Network Access checks count them, and the
 * frames they hold, as public pages and block their requests to loopback addresses; a response the test
 * fulfils is no network request of the page.
 */
export async function proxyPortal(context: BrowserContext, options: { dropFrameAncestors?: boolean } = {}): Promise<void> {
  for (const origin of [at.portal, at.api]) {
    await context.route(`${origin}/**`, async (route) => {
      try {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        // The body arrives decoded; its old encoding and length would no longer be true.
        delete headers['content-encoding'];
        delete headers['content-length'];
        // Lifts frame-ancestors alone: the rest of the portal's policy still applies to the page in the frame.
        const policy = headers['content-security-policy'];
        if (options.dropFrameAncestors && policy) {
          headers['content-security-policy'] = policy
            .split('; ')
            .filter((d) => !d.startsWith('frame-ancestors'))
            .join('; ');
        }
        await route.fulfill({ status: response.status(), headers, body: await response.body() });
      } catch {
        // The test ended (its context closed) while this request was on its way.
        await route.abort().catch(() => undefined);
      }
    });
  }
}

/** Every console message of the page and its frames, as text, from now on. */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => void messages.push(message.text()));
  return messages;
}

/** Every console warning of the page and its frames, as text, from now on. */
export function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}
