// A new member signs in on the confirm page and lands on /auth/end-registration, signed in. /auth is for people
// who are not signed in (spec section 2), so the guard lets that one screen through only right after it.
const KEY = 'onboarding:signed-up-at';
const WINDOW_MS = 60_000;

export function markFreshSignup(now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // storage refused: the new member simply goes to /home at once
  }
}

export function isFreshSignup(now = Date.now()): boolean {
  try {
    const at = Number(sessionStorage.getItem(KEY));
    return at > 0 && now - at < WINDOW_MS;
  } catch {
    return false;
  }
}
