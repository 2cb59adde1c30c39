// Real Chromium (Debian's package) driven by playwright-core: one browser per test file, a fresh
// context (cookies, storage, service workers) per test.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium-launch.ts';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, afterEach } from 'vitest';
import { resetSandbox } from './sandbox.ts';


export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  landscapePhone: { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} satisfies Record<string, BrowserContextOptions>;

/**
 * Each browser keeps its profile and artifacts in a directory of its own: another run's set-up or tear-down
 * empties the shared .tmp/chromium, which would pull the files from under a browser still running.
 */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync('.tmp', { recursive: true });
  const tmp = mkdtempSync(`${process.cwd()}/.tmp/chromium-`);
  process.env.TMPDIR = tmp;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  tmpDirs.set(browser, tmp);
  return browser;
}

const tmpDirs = new WeakMap<Browser, string>();

/** Closes the browser, then removes its directory (only once the process is gone, or Chromium still writes to it). */
export async function closeBrowser(browser: Browser): Promise<void> {
  await browser.close();
  const tmp = tmpDirs.get(browser);
  if (tmp) rmSync(tmp, { recursive: true, force: true, maxRetries: 3 });
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
    if (browser) await closeBrowser(browser);
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

