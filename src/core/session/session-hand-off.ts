// The first-party window a blocked frame opens (storage-access.ts). Top-level on the portal's own site, it writes
// cookies as the frame will read them (`SameSite=None`: cookies.ts), lets the member sign in (or finds them
// signed in), then tells its opener, the portal's own frame, that the session is ready, and closes when the frame
// answers that it arrived. The message goes to this origin only (targetOrigin: the host page, another origin, never
// receives it, and the frame checks origin and source): portal to portal. It carries the session, because some
// browsers give a cross-site frame no storage at all, storage access or not (Firefox rejecting third-party cookies
// refuses requestStorageAccess): there the frame keeps it in memory for the life of its page.
import { HAND_OFF_CLOSE_WAIT_MS, HAND_OFF_MESSAGE, HAND_OFF_RECEIVED } from '../constants.ts';
import { markHandOff } from './cookies.ts';
import { refreshAccessToken } from '../http/refresh-queue.ts';
import { clearSessionCookies, readAccessToken, readRefreshToken, readUserData, writeUserData } from './session-cookies.ts';
import { decodeJwtPayload } from './jwt.ts';
import { store } from '../state/store.ts';
import { whenConfigReady } from '../config/config-ready.ts';

/** What the window hands its frame: the cookies' values (the frame may be unable to read them). */
export interface HandedSession {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token has left, from its `exp` (0 when unknown: the frame then refreshes on first use). */
  expires_in: number;
  user: NonNullable<ReturnType<typeof readUserData>>;
}

function handedSession(): HandedSession | undefined {
  const [access_token, refresh_token, user] = [readAccessToken(), readRefreshToken(), readUserData()];
  if (!access_token || !refresh_token || !user) return undefined;
  let expires_in = 0;
  try {
    const exp = decodeJwtPayload<{ exp?: number }>(access_token).exp;
    if (typeof exp === 'number') expires_in = Math.max(0, Math.floor(exp - Date.now() / 1000));
  } catch {
    // An access token that is no JWT: the frame will refresh it when the API refuses it.
  }
  return { access_token, refresh_token, expires_in, user };
}

/** Tells the opener (the portal's frame) and closes once it answers that the session arrived, or after a wait. */
function finish(win: Window): void {
  const opener = win.opener as Window | null;
  try {
    opener?.postMessage({ type: HAND_OFF_MESSAGE, session: handedSession() }, win.location.origin);
  } catch {
    // The opener went away (the member closed the host's tab): nothing to tell.
    return win.close();
  }
  if (!opener) return win.close();
  const onAnswer = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (event.source !== opener || event.origin !== win.location.origin || data?.type !== HAND_OFF_RECEIVED) return;
    clearTimeout(timer);
    close();
  };
  const close = () => {
    win.removeEventListener('message', onAnswer);
    win.close();
  };
  win.addEventListener('message', onAnswer);
  const timer = setTimeout(close, HAND_OFF_CLOSE_WAIT_MS);
}

/**
 * Starts the hand-off in this window. Already signed in: the session is written again, readable by the frame (a
 * refresh rewrites both tokens, then the user data), and the window finishes at once. Otherwise it finishes
 * when the member has signed in (the store gets its user).
 */
export function startHandOff(win: Window = window): void {
  markHandOff();
  // Finishes on a sign-in, the store's user going from none to someone (not on a session that is ending).
  const whenSignedIn = () => {
    let signedOut = store.getState().user === null;
    const unsubscribe = store.subscribe(() => {
      if (!store.getState().user) signedOut = true;
      else if (signedOut && readUserData() !== null) {
        unsubscribe();
        finish(win);
      }
    });
  };
  const user = readUserData();
  if (!user) return whenSignedIn();
  // The refresh needs the configuration's API address: it waits for the exchange (a failed one shows on the login).
  void whenConfigReady()
    .then(() => refreshAccessToken(readAccessToken()))
    .then(
      () => {
        writeUserData(user);
        finish(win);
      },
      // A session that can no longer be refreshed has ended (refresh-queue): the login is on screen now.
      whenSignedIn,
    );
}

/**
 * The member signed out in a frame that could not remove the first-party cookies it was reading (or was handed):
 * this window, opened by that tap, removes them and closes, so that the next visit asks for the password again.
 */
export function endFirstPartySession(win: Window = window): void {
  clearSessionCookies();
  win.close();
}
