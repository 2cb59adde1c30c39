import {
  AUTH_TOKEN_COOKIE,
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
  const { id, role, first_name, first_lastname } = user;
  writeCookie(USER_DATA_COOKIE, JSON.stringify({ id, role, first_name, first_lastname }), USER_DATA_COOKIE_DAYS);
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
}
