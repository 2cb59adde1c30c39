// A frame of another site whose cookies the browser blocks (Safari, WebKitGTK, Firefox rejecting third-party
// cookies) reaches the member's first-party session in one of two ways, each started by the member's tap:
// 1. the Storage Access API: `requestStorageAccess()` (needs a gesture; Safari and Firefox refuse it unless the
//    portal's site was used top-level before), then the frame reads its first-party cookies in place;
// 2. a first-party window opened from the frame (session-hand-off.ts): the member signs in there (or already is),
//    the window writes cookies the frame can read, hands this frame the session in a message (same origin: portal
//    to portal, never through the host page) and closes. The frame reads its cookies if it can (WebKitGTK's
//    default policy), else keeps the handed session in memory for its page (Firefox rejecting third-party
//    cookies: no storage, no grant); a browser that wants a grant for the cookies gets one on the next tap.
// The decision is here, the screens in features/auth/components/frame-access.tsx. docs/decisions/012-frame-without-cookies.md says why.
import {
  HAND_OFF_MESSAGE,
  HAND_OFF_RECEIVED,
  HAND_OFF_MODES,
  HAND_OFF_PARAM,
  HAND_OFF_POLL_MS,
  HAND_OFF_WINDOW_FEATURES,
  HAND_OFF_WINDOW_NAME,
} from '../constants.ts';
import { canWriteSessionCookie, markReadOnlySession, markStorageAccessGranted } from './cookies.ts';
import { paths } from '../routing/paths.ts';
import { readRefreshToken, readUserData, saveTokens, writeUserData } from './session-cookies.ts';
import type { HandedSession } from './session-hand-off.ts';
import { store } from '../state/store.ts';
import { writeStored } from '../state/storage.ts';

type AccessDocument = Document & {
  hasStorageAccess?: () => Promise<boolean>;
  requestStorageAccess?: () => Promise<void>;
};

/** Which way to offer first: the browser's permission, or the first-party window. */
export type FirstWay = 'grant' | 'window';

/** Where the frame stands after the browser's answer or the window's return. */
export type Resumed = 'session' | 'form' | 'nothing';

/**
 * The permission first where the API exists and this document lacks access; the window where there is no API,
 * where access is already claimed yet cookies stay out of reach (WebKitGTK's default policy answers true and
 * still refuses every write: asking again would change nothing), and where the frame gets no storage at all
 * (Firefox rejecting third-party cookies: localStorage throws, and requestStorageAccess() is always refused
 * there, measured in ESR 153; browsers that grant give a blocked frame partitioned storage meanwhile). So a
 * member after a host reload meets one tap, never a refusal first.
 */
export async function firstWay(doc: AccessDocument = document): Promise<FirstWay> {
  if (!doc.requestStorageAccess || !doc.hasStorageAccess) return 'window';
  const probe = 'portal.probe';
  if (!writeStored('local', probe, '1')) return 'window';
  writeStored('local', probe, null);
  try {
    return (await doc.hasStorageAccess()) ? 'window' : 'grant';
  } catch {
    return 'window';
  }
}

/** `requestStorageAccess()` on the member's tap: true when granted, false when refused or unsupported. */
export async function requestAccess(doc: AccessDocument = document): Promise<boolean> {
  if (!doc.requestStorageAccess) return false;
  try {
    await doc.requestStorageAccess();
    return true;
  } catch {
    return false;
  }
}

/**
 * Looks again at the cookies after a grant or the window's return: a readable session continues (kept in memory
 * where the browser lets the frame read but not write); cookies that stick now bring the login form back;
 * otherwise nothing changed.
 */
export function resumeSession(granted: boolean, handed?: HandedSession): Resumed {
  if (granted) markStorageAccessGranted();
  const writable = canWriteSessionCookie();
  let user = readUserData();
  if ((!user || !readRefreshToken()) && handed && !writable) {
    // The cookies stay out of reach: the session the window handed over lives in this page's memory.
    markReadOnlySession();
    saveTokens(handed);
    writeUserData(handed.user);
    user = readUserData();
  }
  if (user && readRefreshToken()) {
    if (!writable) markReadOnlySession();
    store.setState('session/resume', { user, cookiesBlocked: false });
    return 'session';
  }
  if (writable) {
    store.setState('session/cookies', { cookiesBlocked: false });
    return 'form';
  }
  return 'nothing';
}

/** The first-party window's address: the login with the hand-off mark (sign in, or end the session). */
export function handOffUrl(mode: keyof typeof HAND_OFF_MODES = 'signIn'): string {
  const url = new URL(paths.login, window.location.origin);
  url.searchParams.set(HAND_OFF_PARAM, HAND_OFF_MODES[mode]);
  return url.href;
}

/** Opens the first-party window (call it in the tap's handler: popup blockers want the gesture); null if blocked. */
export function openHandOffWindow(mode: keyof typeof HAND_OFF_MODES = 'signIn'): Window | null {
  return window.open(handOffUrl(mode), HAND_OFF_WINDOW_NAME, HAND_OFF_WINDOW_FEATURES);
}

/** The window's answer: it said the session is ready (with the session, when it had one), or it was closed. */
export type WindowReturn = { how: 'ready'; session?: HandedSession } | { how: 'closed' };

/** A handed session has the four parts, each of the right type; anything else is ignored. */
function isHandedSession(value: unknown): value is HandedSession {
  const v = value as Partial<HandedSession> | null | undefined;
  return (
    typeof v?.access_token === 'string' &&
    typeof v.refresh_token === 'string' &&
    typeof v.expires_in === 'number' &&
    typeof v.user?.id === 'string' &&
    typeof v.user.role === 'string'
  );
}

/**
 * Resolves when the window says the session is ready (a message from that very window and from this origin:
 * anything else is ignored) or when it is closed without a word. `stop()` forgets it.
 */
export function whenWindowReturns(popup: Window, win: Window = window): { done: Promise<WindowReturn>; stop: () => void } {
  let stop = () => {};
  const done = new Promise<WindowReturn>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown; session?: unknown } | null;
      if (data?.type !== HAND_OFF_MESSAGE) return;
      // The window closes on this answer (session-hand-off.ts): never before its message is here.
      try {
        popup.postMessage({ type: HAND_OFF_RECEIVED }, win.location.origin);
      } catch {
        // Closed meanwhile: it had nothing more to wait for.
      }
      finish({ how: 'ready', session: isHandedSession(data.session) ? data.session : undefined });
    };
    const timer = setInterval(() => {
      if (popup.closed) finish({ how: 'closed' });
    }, HAND_OFF_POLL_MS);
    const finish = (answer: WindowReturn) => {
      stop();
      resolve(answer);
    };
    stop = () => {
      clearInterval(timer);
      win.removeEventListener('message', onMessage);
    };
    win.addEventListener('message', onMessage);
  });
  return { done, stop: () => stop() };
}
