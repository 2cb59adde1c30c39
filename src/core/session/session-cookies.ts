import {
  AUTH_TOKEN_COOKIE,
  OWN_AUTH_TOKEN_COOKIE,
  OWN_REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE_DAYS,
  SECONDS_PER_DAY,
  USER_DATA_COOKIE,
  USER_DATA_COOKIE_DAYS,
} from '../constants.ts';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';

/** The logged-in user as docs/specification.md, section 3 keeps it in a cookie. */
export interface UserData {
  id: string;
  role: string;
  first_name: string;
  first_lastname: string;
  /** Set while a caregiver acts for this person (issue 31): the grant and the modules it opens. */
  acting?: ActingFor;
}

/** What the portal keeps of an acting session: the token says whom, not which modules (core/session/acting.ts). */
export interface ActingFor {
  modules: readonly string[];
}

export interface Tokens {
  access_token: string;
  expires_in: number;
  refresh_token: string;
}

/** The access cookie lives exactly as long as the token, on login and refresh alike (docs/design.md, "Deliberate deviations"). */
export function saveTokens(tokens: Tokens): void {
  writeCookie(AUTH_TOKEN_COOKIE, tokens.access_token, tokens.expires_in / SECONDS_PER_DAY);
  writeCookie(REFRESH_TOKEN_COOKIE, tokens.refresh_token, REFRESH_TOKEN_COOKIE_DAYS);
}

export function readAccessToken(): string | undefined {
  return readCookie(AUTH_TOKEN_COOKIE);
}

export function readRefreshToken(): string | undefined {
  return readCookie(REFRESH_TOKEN_COOKIE);
}

export function writeUserData(user: UserData): void {
  const { id, role, first_name, first_lastname, acting } = user;
  writeCookie(USER_DATA_COOKIE, JSON.stringify({ id, role, first_name, first_lastname, acting }), USER_DATA_COOKIE_DAYS);
}

export function readUserData(): UserData | null {
  const raw = readCookie(USER_DATA_COOKIE);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserData;
  } catch {
    return null;
  }
}

export function clearSessionCookies(): void {
  removeCookie(AUTH_TOKEN_COOKIE);
  removeCookie(REFRESH_TOKEN_COOKIE);
  removeCookie(USER_DATA_COOKIE);
  // A caregiver's own session, kept aside while they acted for someone (core/session/acting.ts): it ends too.
  removeCookie(OWN_AUTH_TOKEN_COOKIE);
  removeCookie(OWN_REFRESH_TOKEN_COOKIE);
}

/**
 * A caregiver about to act for someone: their own tokens wait aside (the acting token takes the session's place),
 * so "Cambiar" and an ended access come back to them without a second sign-in. Kept only once: a second switch
 * while acting must not put the acting token aside in their place.
 */
export function putOwnTokensAside(): void {
  if (readCookie(OWN_REFRESH_TOKEN_COOKIE)) return;
  const access = readCookie(AUTH_TOKEN_COOKIE);
  const refresh = readCookie(REFRESH_TOKEN_COOKIE);
  if (!refresh) return;
  // The access cookie's own end is unknown here: it lives as long as the refresh one; a stale one is refreshed.
  if (access) writeCookie(OWN_AUTH_TOKEN_COOKIE, access, REFRESH_TOKEN_COOKIE_DAYS);
  writeCookie(OWN_REFRESH_TOKEN_COOKIE, refresh, REFRESH_TOKEN_COOKIE_DAYS);
}

/** Back to the caregiver's own tokens, when some were put aside; false when there were none. */
export function takeOwnTokensBack(): boolean {
  const refresh = readCookie(OWN_REFRESH_TOKEN_COOKIE);
  if (!refresh) return false;
  const access = readCookie(OWN_AUTH_TOKEN_COOKIE);
  if (access) writeCookie(AUTH_TOKEN_COOKIE, access, REFRESH_TOKEN_COOKIE_DAYS);
  else removeCookie(AUTH_TOKEN_COOKIE);
  writeCookie(REFRESH_TOKEN_COOKIE, refresh, REFRESH_TOKEN_COOKIE_DAYS);
  removeCookie(OWN_AUTH_TOKEN_COOKIE);
  removeCookie(OWN_REFRESH_TOKEN_COOKIE);
  return true;
}
