// Into the portal from its frame on the demo host, the way the engine lets it (issue 27 item 2): the login form, a
// first-party window, or the browser's permission; and the embedded case that counts the taps after a host reload.
import { expect } from 'vitest';
import { USER_DATA_COOKIE } from '../../../src/core/constants.ts';
import { paths } from '../../../src/core/routing/paths.ts';
import { at } from '../../e2e/support/sandbox.ts';
import { until, type Doc, type EngineSession } from './engine.ts';
import { clickText, expectHome, openHost, sendLogin, shown, signIn } from './steps.ts';

/** Whether the document can keep a cookie of its own that is neither partitioned nor first-party-only. */
export const keepsThirdPartyCookie = () => {
  document.cookie = 'engines-probe=1; SameSite=None; Secure; path=/';
  const kept = document.cookie.includes('engines-probe=1');
  document.cookie = 'engines-probe=; Max-Age=0; SameSite=None; Secure; path=/';
  return kept;
};

/**
 * What the frame offers: its home, its login form, or, where the browser keeps no cookie for it (issue 27 item 2),
 * a button to a first-party window or to ask the browser's permission (the storage branch's texts,
 * src/i18n/auth-frame-access.ts). '' while it is still deciding.
 */
const frameOffer = (doc: Doc) =>
  doc.evaluate(
    (windowLabel: string, grantLabel: string) => {
      if (location.pathname === '/home') return 'home';
      const buttons = [...document.querySelectorAll('button, a')].map((b) => b.textContent?.trim());
      if (buttons.includes(windowLabel)) return 'window';
      if (buttons.includes(grantLabel)) return 'grant';
      return document.querySelector('#login-email') ? 'form' : '';
    },
    WAYS_IN.window,
    WAYS_IN.grant,
  );

const WAYS_IN = { window: 'Entrar en una ventana nueva', grant: 'Dar permiso y entrar' } as const;

/**
 * The first-party window the frame opened, once it can be told: its login form, filled and sent here ('form'); a
 * session of its own, which it hands the frame by itself ('signed in': its login, painted from HTML meanwhile, is not
 * for typing into); or gone, the frame home already. Never decided from a document that cannot be read yet (the
 * window's first, blank one, or one being replaced): under load, taking that for "signed in" left the window waiting
 * for a member and the frame for the window until a second tap (most likely CI-21's 22 s; docs/testing.md).
 */
async function windowState(frame: Doc, popup: Doc): Promise<'form' | 'signed in' | 'gone'> {
  let state = '';
  await until(
    'the first-party window to be told',
    async () => {
      state =
        (await frameOffer(frame)) === 'home'
          ? 'gone'
          : await popup.evaluate(
              (cookie: string, login: string) => {
                if (document.cookie.includes(`${cookie}=`)) return 'signed in';
                return location.pathname === login && document.querySelector('#login-email') ? 'form' : '';
              },
              USER_DATA_COOKIE,
              paths.login,
            );
      return state !== '';
    },
    true,
  );
  if (state === 'form') await sendLogin(popup);
  return state as 'form' | 'signed in' | 'gone';
}

/**
 * Into the portal from its frame, the way the frame offers; resolves the taps it took on a way in (the form's own
 * Entrar not counted) and whether the password was typed. A first-party window signs in (or is already signed in)
 * and closes by itself.
 */
async function enterFrame(session: EngineSession, frame: Doc): Promise<{ taps: number; password: boolean }> {
  let taps = 0;
  let password = false;
  // What the frame and a window it opened show: a frame waiting for its window says why only there.
  const stuck = async (error: Error) => {
    throw new Error(`${error.message}; the frame: ${await shown(frame)}; its window: ${await shown(session.popup(at.portal))}`);
  };
  for (;;) {
    let offer = '';
    await until('a way in from the frame', async () => (offer = await frameOffer(frame)) !== '', true).catch(stuck);
    if (offer === 'home') break;
    if (offer === 'form') {
      await signIn(frame);
      password = true;
      break;
    }
    if (taps === 3) await stuck(new Error(`still offered "${offer}" after three taps`));
    taps += 1;
    await clickText(frame, 'body', WAYS_IN[offer as keyof typeof WAYS_IN]);
    if (offer === 'window' && (await windowState(frame, session.popup(at.portal))) === 'form') password = true;
    // The frame moves on by itself (to /home, or to its next offer); give it the time to.
    await until('the frame after the tap', async () => (await frameOffer(frame)) !== offer, true).catch(() => undefined);
  }
  await expectHome(frame);
  return { taps, password };
}

/**
 * The embedded case (issue 27, "Must show"): the member signs in from the frame and reaches /home; after a host
 * reload, at most one tap and never the password brings /home back.
 */
export async function embeddedSession(session: EngineSession): Promise<void> {
  await enterFrame(session, await openHost(session));
  await session.reload();
  const back = await enterFrame(session, await openHost(session));
  expect(back).toEqual({ taps: back.taps > 0 ? 1 : 0, password: false });
}
