// One small interface over the three ways the engines are driven (docs/engines.md): Chromium through playwright-core
// (CDP), Firefox through WebDriver BiDi (bidi.ts), WebKit through classic WebDriver (webdriver.ts). The tests speak
// only this, so each case is written once and runs the same in every engine.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A function run in a document; its arguments and result cross as JSON. */
export type InPage<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/** One document: the page's own, or the one inside a frame of it. */
export interface Doc {
  evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<R>;
  /** A real click (the engine's input, not `element.click()`): user activation follows, as after a member's tap. */
  click(selector: string): Promise<void>;
  /** Focuses the field by a click and types `text` into it through the engine's keyboard. */
  type(selector: string, text: string): Promise<void>;
}

export interface EngineOptions {
  /** Third-party cookies refused outright (Firefox `network.cookie.cookieBehavior` 1, Chromium's setting). */
  blockThirdPartyCookies?: boolean;
}

export interface EngineSession {
  readonly name: EngineName;
  /** Opens `url` in the one page and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  readonly page: Doc;
  /** The document of the page's iframe whose address starts with `origin`, once there is one. */
  frame(origin: string): Promise<Doc>;
  /**
   * The document of another window (a popup the page opened) whose address starts with `origin`, looked up at each
   * use: a use throws while there is none (not yet open, or closed by itself), so callers poll it with `until`.
   */
  popup(origin: string): Doc;
  /**
   * What went wrong in any document since the last call: console errors and warnings, uncaught errors and
   * rejections, CSP and Trusted Types violations. Taken and forgotten.
   */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export type Launch = (options?: EngineOptions) => Promise<EngineSession>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `read` until it returns `expected` (compared as JSON) or `timeout` passes; then throws with the last value.
 * A read that throws (a document being replaced) counts as not yet.
 */
export async function until<T>(what: string, read: () => Promise<T>, expected: T, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      last = await read();
      if (JSON.stringify(last) === JSON.stringify(expected)) return;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: waited ${timeout} ms for ${JSON.stringify(expected)}, last ${JSON.stringify(last)}`);
    await pause(100);
  }
}

/**
 * Put in every document (before its scripts where the engine allows, else right after its load): what the engine
 * would only print to a console the driver may not hear (WebKit's classic WebDriver hears none) is kept in the page,
 * and CSP violations, which Firefox's BiDi log does not carry, become console errors too.
 */
export const PROBLEM_HOOK = `(() => {
  if (window.__engineProblems) return;
  const problems = (window.__engineProblems = []);
  const text = (value) => (value instanceof Error ? value.name + ': ' + value.message : String(value));
  const error = console.error.bind(console);
  console.error = (...args) => { problems.push('console.error: ' + args.map(text).join(' ')); error(...args); };
  const warn = console.warn.bind(console);
  console.warn = (...args) => { problems.push('console.warn: ' + args.map(text).join(' ')); warn(...args); };
  addEventListener('error', (e) => { if (e.error !== undefined || e.message) problems.push('uncaught: ' + (e.error ? text(e.error) : e.message)); }, true);
  addEventListener('unhandledrejection', (e) => problems.push('unhandled rejection: ' + text(e.reason)));
  addEventListener('securitypolicyviolation', (e) => problems.push('CSP ' + (e.effectiveDirective || e.violatedDirective) + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber), true);
})();`;

/** Reads and empties what PROBLEM_HOOK kept in a document. */
export const takeHookProblems: InPage<[], string[]> = () => {
  const kept = (window as unknown as { __engineProblems?: string[] }).__engineProblems;
  return kept ? kept.splice(0) : [];
};
