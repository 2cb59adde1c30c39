// The steps the engine cases take in a page (tests/engines/support/cases.ts): find and click by text once it is at
// rest, type, wait for a screen, sign in, open the side menu, open the demo host. Each waits for a state, never a time.
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { at } from '../../e2e/support/sandbox.ts';
import { until, type Doc, type EngineSession } from './engine.ts';

export const MEMBER = 'titular@demo.es';

/** Sets a field's value as typing would (the input event the form listens to). */
export const setValue = (selector: string, value: string) => {
  const input = document.querySelector<HTMLInputElement>(selector)!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * The first element under `scope` whose text is `text` (or starts with it, `prefix`: a list entry with a line under
 * its title), marked so a real click can find it by selector.
 */
export async function clickText(doc: Doc, scope: string, text: string, prefix = false): Promise<void> {
  const marked = await doc.evaluate(
    (scopeSelector: string, wanted: string, startsWith: boolean) => {
      for (const old of document.querySelectorAll('[data-engines-target]')) old.removeAttribute('data-engines-target');
      const target = [...document.querySelectorAll(`${scopeSelector} a, ${scopeSelector} button`)].find((element) => {
        const shown = element.textContent?.trim() ?? '';
        return startsWith ? shown.startsWith(wanted) : shown === wanted;
      });
      target?.setAttribute('data-engines-target', '');
      return target !== undefined;
    },
    scope,
    text,
    prefix,
  );
  if (!marked) throw new Error(`no link or button "${text}" in ${scope}`);
  // Still where it will stay: a drawer sliding in moves its items, and WebKit's click lands where the item was
  // when asked (a sign-out tapped mid-slide reached nothing).
  let last = '';
  await until(
    `"${text}" at rest`,
    async () => {
      const now = await doc.evaluate(() => JSON.stringify(document.querySelector('[data-engines-target]')?.getBoundingClientRect()));
      const still = now === last;
      last = now;
      return still;
    },
    true,
  );
  await doc.click('[data-engines-target]');
}

export const where = (doc: Doc) => doc.evaluate(() => location.pathname);

/**
 * Where a document stands, for a failure's message (CI keeps the log, not the pages): its address, heading, first
 * alert, a region still busy, and the fields marked invalid with what they hold.
 */
export const shown = (doc: Doc) =>
  doc
    .evaluate(() => {
      const text = (selector: string) => document.querySelector(selector)?.textContent?.trim();
      const invalid = [...document.querySelectorAll<HTMLInputElement>('[aria-invalid=true]')].map(
        (f) => `${f.id}=${JSON.stringify(f.value)}`,
      );
      return [location.href, text('h1'), text('[role=alert]'), text('[aria-busy=true]') === undefined ? '' : 'busy', invalid.join(' ')]
        .filter(Boolean)
        .join(' | ');
    })
    .catch((error: Error) => error.message);
/** The screen's heading once its reads have answered (no placeholder left), '' before. */
export const settledHeading = (doc: Doc) =>
  doc.evaluate(() =>
    document.querySelector('main [aria-busy=true], main [data-skeleton]') ? '' : (document.querySelector('main h1')?.textContent ?? ''),
  );

export async function expectHome(doc: Doc): Promise<void> {
  await until('the member on /home', () => where(doc), '/home');
  await until("home's heading", () => settledHeading(doc), 'Inicio');
}

/**
 * The script has taken the prerendered page over (core/browser/prerender-handoff.ts): a field found before that is replaced
 * under the driver (WebKit: "stale element reference"). A member may type sooner; the hand-off has its own tests.
 */
export const scriptReady = (doc: Doc) =>
  until(
    'the script on the page',
    () => doc.evaluate(() => (window as unknown as { __portalReady?: boolean }).__portalReady === true),
    true,
  );

/** Types the account and its password into the login on screen and taps Entrar; where it leads is the caller's. */
export async function sendLogin(doc: Doc, account = MEMBER): Promise<void> {
  await until('the login form', () => where(doc), '/auth/login');
  await scriptReady(doc);
  await doc.type('#login-email', account);
  await doc.type('#login-password', DEMO_PASSWORD);
  await clickText(doc, 'main', 'Entrar');
}

export async function signIn(doc: Doc, account = MEMBER): Promise<void> {
  await sendLogin(doc, account);
  if (account === MEMBER) await expectHome(doc);
}

export async function openMenu(doc: Doc): Promise<void> {
  await doc.click('button[aria-controls="side-menu"]');
  await until('the side menu open', () => doc.evaluate(() => document.getElementById('side-menu')?.hidden === false), true);
}

/** Opens the demo host and waits for the portal's login inside its frame (the embed's `ready` in the host's log). */
export async function openHost(session: EngineSession): Promise<Doc> {
  await session.goto(`${at.host}/`);
  await until(
    "the host's ready",
    () =>
      session.page.evaluate(() => [...document.querySelectorAll('#log code')].filter((e) => e.textContent?.startsWith('ready ')).length),
    1,
  );
  return session.frame(at.portal);
}
