// A caregiver acting for a member (issue 31, docs/decisions/015-caregiver-acting-token.md). The acting token is
// installed as the session like any other (cookies, the chosen person, the store): its only person is the member,
// so every screen serves them without a special case. What the token does not say, the modules the grant opens,
// travels in the user-data cookie beside the person (session-cookies.ts). The caregiver's own tokens wait aside
// for "Cambiar" (acting-end.ts).
import {
  clearSessionCookies,
  putOwnTokensAside,
  readAccessToken,
  readRefreshToken,
  saveTokens,
  type ActingFor,
  type Tokens,
  type UserData,
} from './session-cookies.ts';
import { profilesIn, selectProfile, UnreadableTokenError } from './session.ts';

/** Installs an acting token as the session: the member becomes the chosen person, with the grant's modules. */
export function startActing(tokens: Tokens, grant: ActingFor): UserData {
  const [member] = profilesIn(tokens.access_token) ?? [];
  if (!member) throw new UnreadableTokenError();
  putOwnTokensAside();
  saveTokens(tokens);
  return selectProfile(member, { modules: [...grant.modules] });
}

/** Whether any session is left to choose with (a refresh token renews a stale access token on the first call). */
export function hasSession(): boolean {
  return readRefreshToken() !== undefined || readAccessToken() !== undefined;
}

/** A login that may act as nobody (no person of its own, no grant): nothing of it is kept. */
export function dropSession(): void {
  clearSessionCookies();
}
