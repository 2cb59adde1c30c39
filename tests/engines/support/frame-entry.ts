// Into the portal from its frame on the demo host, the way the engine lets it (issue 27 item 2): the login form, a
// first-party window, or the browser's permission; and the embedded case that counts the taps after a host reload.
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { USER_DATA_COOKIE } from '../../../src/core/constants.ts';
import { at } from '../../e2e/support/sandbox.ts';
import { until, type Doc, type EngineSession } from './engine.ts';
import { clickText, expectHome, MEMBER, openHost, scriptReady, signIn } from './steps.ts';

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
 * Into the portal from its frame, the way the frame offers; resolves the taps it took on a way in (the form's own
 * Entrar not counted) and whether the password was typed. A first-party window signs in (or is already signed in)
 * and closes by itself.
 */
async function enterFrame(session: EngineSession, frame: Doc): Promise<{ taps: number; password: boolean }> {
  let taps = 0;
  let password = false;
  for (;;) {
    let offer = '';
    await until('a way in from the frame', async () => (offer = await frameOffer(frame)) !== '', true);
    if (offer === 'home') break;
    if (offer === 'form') {
      await signIn(frame);
      password = true;
      break;
    }
    if (taps === 3) throw new Error(`still offered "${offer}" after three taps`);
    taps += 1;
    await clickText(frame, 'body', WAYS_IN[offer as keyof typeof WAYS_IN]);
    if (offer === 'window') {
      const popup = await session.popup(at.portal);
      // Already signed in there (its first-party cookie), it closes by itself: its login form, painted from HTML
      // meanwhile, is not for typing into.
      const signedIn = await popup.evaluate((cookie: string) => document.cookie.includes(`${cookie}=`), USER_DATA_COOKIE).catch(() => true);
      if (!signedIn) {
        await scriptReady(popup);
        await popup.type('#login-email', MEMBER);
        await popup.type('#login-password', DEMO_PASSWORD);
        await clickText(popup, 'main', 'Entrar');
        password = true;
      }
    }
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
