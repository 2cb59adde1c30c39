// The first-party window a blocked frame opens (storage-access.ts). Top-level on the portal's own site, it writes
// cookies as the frame will read them (`SameSite=None`: cookies.ts), lets the member sign in (or finds them
// signed in), then tells its opener, the portal's own frame, that the session is ready, and closes. The message
// is same-origin (targetOrigin is this origin, which the host page is not) and carries no token: the frame reads
// the session from its cookies.
import { HAND_OFF_MESSAGE } from './constants.ts';
import { markHandOff } from './cookies.ts';
import { refreshAccessToken } from './http/refresh-queue.ts';
import { readAccessToken, readUserData, writeUserData } from './session-cookies.ts';
import { store } from './store.ts';

function finish(win: Window): void {
  try {
    (win.opener as Window | null)?.postMessage({ type: HAND_OFF_MESSAGE }, win.location.origin);
  } catch {
    // The opener went away (the member closed the host's tab): nothing to tell.
  }
  store.setState('handOff/done', { handOffDone: true });
  win.close();
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
  void refreshAccessToken(readAccessToken()).then(
    () => {
      writeUserData(user);
      finish(win);
    },
    // A session that can no longer be refreshed has ended (refresh-queue): the login is on screen now.
    whenSignedIn,
  );
}

declare module './store.ts' {
  interface AppState {
    /** The hand-off window finished; the browser may keep it open (then the login says to close it). */
    handOffDone?: boolean;
  }
}
