// A new member signs in on the confirm page and lands on /auth/end-registration, signed in. /auth is for people
// who are not signed in (spec section 2), so the guard lets that one screen through only right after it.
import { readStored, writeStored } from '../state/storage.ts';

const KEY = 'onboarding:signed-up-at';
const WINDOW_MS = 60_000;

/** Storage refused: the new member simply goes to /home at once. */
export function markFreshSignup(now = Date.now()): void {
  writeStored('session', KEY, String(now));
}

export function isFreshSignup(now = Date.now()): boolean {
  const at = Number(readStored('session', KEY));
  return at > 0 && now - at < WINDOW_MS;
}
