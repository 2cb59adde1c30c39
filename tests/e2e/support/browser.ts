// Real Chromium (Debian's package) driven by playwright-core: one browser for the whole run, started by the
// global set-up and shared by every test file through its WebSocket endpoint; a fresh context (cookies,
// storage, service workers) per test.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, inject } from 'vitest';
import { resetSandbox } from './sandbox.ts';
import { assertNoViolations, guardCsp, type CspGuard } from './csp-guard.ts';

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  landscapePhone: { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} satisfies Record<string, BrowserContextOptions>;

export interface BrowserFixture {
  browser(): Browser;
  /** A fresh context and page, guarded against CSP and Trusted Types violations; closed after the test. */
  open(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page; csp: CspGuard }>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared browser's endpoint (tests/e2e/global-setup.ts). */
    browserWsEndpoint: string;
  }
}

/** Each page's and frame's address, main heading, first alert and first busy region, one line each. */
async function whereTheyStood(pages: Page[]): Promise<string[]> {
  const lines: string[] = [];
  for (const [i, page] of pages.entries()) {
    for (const frame of page.frames()) {
      const text = (selector: string) =>
        frame
          .locator(selector)
          .first()
          .textContent({ timeout: 500 })
          .catch(() => null);
      const shown = [await text('main h1'), await text('main [role="alert"]'), await text('main [aria-busy="true"]')];
      const which = frame === page.mainFrame() ? `page ${i}` : `page ${i}, frame`;
      lines.push(`${which}: ${frame.url()} ${shown.map((t) => `«${t?.trim() ?? ''}»`).join(' ')}`);
    }
  }
  return lines;
}

/**
 * Connects the file to the run's shared browser, and registers the per-test sandbox reset and context clean-up.
 * A test fails when any page or frame of its contexts reported a CSP or Trusted Types violation (csp-guard.ts).
 */
export function browserPerFile(): BrowserFixture {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const guards: CspGuard[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    // Disconnects this file only; the browser itself closes with the run.
    await browser?.close();
  });
  beforeEach(async () => {
    await resetSandbox();
  });
  afterEach(async ({ task }) => {
    // A failed test leaves a picture of each page it had open, as the page stood when it failed: a failure that does
    // not come back alone (CI-15's payments-embedded) can then be read from what the member would have seen.
    if (task.result?.state === 'fail') {
      const name = task.name.replace(/[^\w]+/g, '-').slice(0, 60);
      const pages = contexts.flatMap((c) => c.pages());
      await Promise.all(pages.map((p, i) => p.screenshot({ path: `tests/artifacts/failed-${name}-${i}.png` }).catch(() => undefined)));
      // CI keeps the log, not the pictures: where each page and frame stood goes to the log too.
      console.error(['The failed test left its pages at:', ...(await whereTheyStood(pages))].join('\n  '));
    }
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    assertNoViolations(guards.splice(0));
  });
  return {
    browser: () => browser!,
    async open(options = VIEWPORTS.desktop) {
      const context = await browser!.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', ...options });
      contexts.push(context);
      const csp = await guardCsp(context);
      guards.push(csp);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return { context, page, csp };
    },
  };
}
