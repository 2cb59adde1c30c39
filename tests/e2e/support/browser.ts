// Real Chromium (Debian's package) driven by playwright-core: one browser per test file, a fresh
// context (cookies, storage, service workers) per test.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach } from 'vitest';
import { resetSandbox } from './sandbox.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  landscapePhone: { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} satisfies Record<string, BrowserContextOptions>;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

export interface BrowserFixture {
  browser(): Browser;
  /** A fresh context and page; closed after the test. */
  open(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/** Registers the per-file browser, the per-test sandbox reset and context clean-up. */
export function browserPerFile(): BrowserFixture {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await resetSandbox();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  return {
    browser: () => browser!,
    async open(options = VIEWPORTS.desktop) {
      const context = await browser!.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', ...options });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return { context, page };
    },
  };
}

/** The first name of browserPerFile; its `use` prefix reads as a React hook to the linter. */
export const useBrowser = browserPerFile;
