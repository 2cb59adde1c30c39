// How a session ends is the app's business: the host page must hear `logout`, the customer record must
// leave the store, the cookies must go (app/sign-out.ts). core/ only knows *when*: a refresh the API
// refused, or a 401 with no refresh token left. The app registers its one handler at boot, the way it
// registers the navigator (navigation.ts), so the menu's sign-out and an expired session end alike.
import { clearSessionCookies } from './session-cookies.ts';

type SessionEndHandler = () => void;

let handler: SessionEndHandler | null = null;

export function onSessionEnd(fn: SessionEndHandler | null): void {
  handler = fn;
}

/** The session is over. Without a registered handler (a test of core alone) the cookies still go. */
export function endSession(): void {
  if (handler) handler();
  else clearSessionCookies();
}
