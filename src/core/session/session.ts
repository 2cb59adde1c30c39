import { passwordGrant, revokeRefreshToken } from '../http/token-grant.ts';
import { recordAudit } from '../http/audit.ts';
import { isReadOnlySession, removeCookie } from './cookies.ts';
import { openHandOffWindow } from './storage-access.ts';
import { USER_DATA_COOKIE } from '../constants.ts';
import { COOKIES_BLOCKED_MESSAGE } from '../../i18n/core.ts';
import { UNREADABLE_TOKEN_MESSAGE } from '../../i18n/identity.ts';
import { getConfig } from '../config/config.ts';
import { readIdentity } from './identity.ts';
import type { Profile } from './jwt.ts';
import { navigate } from '../routing/navigation.ts';
import { paths } from '../routing/paths.ts';
import {
  clearSessionCookies,
  readAccessToken,
  readRefreshToken,
  saveTokens,
  writeUserData,
  type ActingFor,
  type UserData,
} from './session-cookies.ts';
import { store } from '../state/store.ts';

/** The browser refused the session cookie (a cross-site frame with third-party cookies blocked). */
export class CookiesBlockedError extends Error {
  constructor() {
    super(COOKIES_BLOCKED_MESSAGE);
    this.name = 'CookiesBlockedError';
  }
}

/** The identity server answered a token the portal cannot read (no claims it knows, or not a JWT). */
export class UnreadableTokenError extends Error {
  constructor() {
    super(UNREADABLE_TOKEN_MESSAGE);
    this.name = 'UnreadableTokenError';
  }
}

/** The persons in an access token, read with the claim names the frontend configuration gives. */
export function profilesIn(token: string): Profile[] | null {
  return readIdentity(token, getConfig()?.claims);
}

/**
 * Password grant; stores the access and refresh cookies and returns the profiles the account can act as.
 * One profile is selected at once; with several the caller shows /auth/switch and calls selectProfile.
 * Rejects with the grant's error (401 `invalid_grant` carries the Spanish message), UnreadableTokenError
 * (checked before any cookie is written, so nothing is left half signed in) or CookiesBlockedError.
 */
export async function login(username: string, password: string): Promise<Profile[]> {
  const tokens = await passwordGrant(username, password);
  const profiles = profilesIn(tokens.access_token);
  if (!profiles) throw new UnreadableTokenError();
  saveTokens(tokens);
  if (readAccessToken() !== tokens.access_token) {
    store.setState('session/cookies', { cookiesBlocked: true });
    throw new CookiesBlockedError();
  }
  if (profiles.length === 1) selectProfile(profiles[0]!);
  return profiles;
}

/**
 * Writes the user data cookie for the chosen person: from here on the user is logged in. `acting`: a caregiver
 * acting for this person (core/session/acting.ts).
 */
export function selectProfile(profile: Profile, acting?: ActingFor): UserData {
  const user: UserData = {
    id: profile.id,
    role: profile.role,
    first_name: profile.first_name,
    first_lastname: profile.first_lastname,
    ...(acting ? { acting } : {}),
  };
  writeUserData(user);
  store.setState('session/login', { user });
  void recordAudit('login', { role: user.role }, user.id);
  return user;
}

/**
 * Deletes the three cookies, records the event, asks the server to revoke the session, and goes to /auth's login
 * screen (the spec says /auth, whose index is the welcome page; someone whose session just ended has an account:
 * docs/design.md, "Session"). Nothing here waits on the network. The whole sign-out, host and customer record
 * included, is app/sign-out.ts.
 */
export function logout(): void {
  const user = store.getState().user;
  // Read before the cookies go: the audit record names its author by this token, and revocation takes the other.
  const [accessToken, refreshToken] = [readAccessToken(), readRefreshToken()];
  // A frame that read (or was handed) a first-party session it cannot remove: a window of the portal's own site
  // removes it, opened now while the member's tap still counts (a session ended by the API opens nothing: blocked).
  if (isReadOnlySession()) openHandOffWindow('signOut');
  clearSessionCookies();
  store.setState('session/logout', { user: null });
  // The record first: revoking ends the access token it is signed with. Neither is awaited by the sign-out, and
  // the record never rejects (audit-call.ts), so the revocation always follows it.
  void recordAudit('logout', undefined, user?.id, accessToken).then(() => (refreshToken ? revokeRefreshToken(refreshToken) : undefined));
  navigate(paths.login);
}

/** The persons the signed-in login may act as (several for familia@demo.es); none without a valid token. */
export function availableProfiles(): Profile[] {
  const token = readAccessToken();
  return token ? (profilesIn(token) ?? []) : [];
}

/** Back to /auth/switch from the menu: the chosen person is forgotten, the tokens stay (no second login). */
export function choosePersonAgain(): void {
  removeCookie(USER_DATA_COOKIE);
  store.setState('session/switch', { user: null });
  navigate(paths.switchPerson);
}
