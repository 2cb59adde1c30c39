// One cold load of a URL with the CPU slowed down: its first contentful paint and the resources it fetched.
import type { BrowserContext } from 'playwright-core';
import { CPU_SLOWDOWN } from './budgets.ts';
import type { LoadedResource } from './pre-paint-check.ts';

export interface PaintResult {
  fcp: number;
  /** When the entry's own content (its `ready` selector) was first in a painted frame; the FCP without one. */
  ready: number;
  resources: LoadedResource[];
}

export interface LoadOptions {
  /** CSS selector of the content the entry is for (the login's heading, home's service tiles). */
  ready?: string;
  /** Cookies the context carries before the load (a returning member's session). */
  cookies?: Parameters<BrowserContext['addCookies']>[0];
}

/**
 * Notes the frame in which `selector` first matches a shown element (one with a box: the prerendered home carries
 * every role's tiles and shows one role's): a MutationObserver from the document's start, then the time of the
 * next animation frame, the paint that shows it. A prerendered page matches while it is parsed.
 */
const watchReady = (selector: string) => `(() => {
  const seen = () => { requestAnimationFrame((t) => { window.__benchReady ??= t; }); };
  const shown = () => [...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => e.getClientRects().length > 0);
  const check = () => { if (shown()) { observer.disconnect(); seen(); return true; } return false; };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})()`;

/**
 * The time origin of the load's first document, kept across the redirects of the load (a door that sends the
 * visitor on with location.replace, bench/entries.ts): every time is then counted from the visitor's request, not
 * from the page they were sent to. The profile is fresh for each load, so its session storage starts empty.
 */
const FIRST_ORIGIN_KEY = '__benchFirstOrigin';
const NOTE_FIRST_ORIGIN = `(() => { try {
  if (!sessionStorage.getItem('${FIRST_ORIGIN_KEY}')) sessionStorage.setItem('${FIRST_ORIGIN_KEY}', String(performance.timeOrigin));
} catch {} })()`;
/** How long after the first document's origin this document's began (0 without a redirect). */
const SINCE_FIRST_ORIGIN = `(() => {
  const first = Number(sessionStorage.getItem('${FIRST_ORIGIN_KEY}'));
  return first > 0 ? performance.timeOrigin - first : 0;
})()`;

const AWAIT_READY = `new Promise((resolve, reject) => {
  const poll = () => (window.__benchReady !== undefined ? resolve(window.__benchReady) : setTimeout(poll, 20));
  poll();
  setTimeout(() => reject(new Error('the entry content did not appear within 15 s')), 15000);
})`;

// Sent as source text: a function would be serialised from tsx's transpiled output, which may call helpers
// (such as `__name`) that do not exist in the page.
const AWAIT_FIRST_PAINT = `new Promise((resolve, reject) => {
  const done = (fcp) => resolve({
    fcp,
    resources: performance.getEntriesByType('resource').map((r) => ({ url: r.name, startTime: r.startTime })),
  });
  const seen = performance.getEntriesByName('first-contentful-paint')[0];
  if (seen) return done(seen.startTime);
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) { observer.disconnect(); done(entry.startTime); }
  }).observe({ type: 'paint', buffered: true });
  setTimeout(() => reject(new Error('no first contentful paint within 15 s')), 15000);
})`;

/**
 * A fresh browser keeps starting helper processes for a while after launch; on two cores that work
 * competed with the page and doubled the measured FCP (median of 8 under load: 1292 ms without a pause,
 * 706 ms with one). The pause keeps browser start-up out of the page's first paint.
 */
const SETTLE_MS = 1000;

export async function coldLoad(context: BrowserContext, url: string, options: LoadOptions = {}): Promise<PaintResult> {
  const page = context.pages()[0] ?? (await context.newPage());
  if (options.cookies) await context.addCookies(options.cookies);
  await page.addInitScript(NOTE_FIRST_ORIGIN);
  if (options.ready) await page.addInitScript(watchReady(options.ready));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  // Throttling is set before navigation so the whole load runs on the slowed CPU.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  try {
    const painted = (await page.evaluate(AWAIT_FIRST_PAINT)) as Omit<PaintResult, 'ready'>;
    const ready = options.ready ? Math.max(painted.fcp, (await page.evaluate(AWAIT_READY)) as number) : painted.fcp;
    const offset = (await page.evaluate(SINCE_FIRST_ORIGIN)) as number;
    return { ...painted, fcp: painted.fcp + offset, ready: ready + offset };
  } catch (error) {
    const seen = errors.length > 0 ? ` (page errors: ${errors.join('; ')})` : '';
    throw new Error(`${url}: ${(error as Error).message.split('\n')[0]}${seen}`, { cause: error });
  }
}

/** The browser's own version string, such as "HeadlessChrome/156.0.8078.79". */
export async function browserVersion(context: BrowserContext): Promise<string> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const { product } = await cdp.send('Browser.getVersion');
  return product;
}
