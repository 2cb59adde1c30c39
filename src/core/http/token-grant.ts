import axios from 'redaxios';
import { getConfig, requireConfig } from '../config/config.ts';

export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
}

// Both grants go straight to redaxios: the refresh must never pass through the wrapper that would
// refresh it again, and a wrong password (401) is an answer, not an expired session.
async function grant(params: Record<string, string>): Promise<TokenResponse> {
  const { url, client_id, client_secret } = requireConfig();
  const { data } = await axios.post<TokenResponse>(`${url}/oauth2/token`, undefined, {
    params: { ...params, client_id, client_secret },
  });
  return data;
}

export function passwordGrant(username: string, password: string): Promise<TokenResponse> {
  return grant({ grant_type: 'password', username, password });
}

export function refreshGrant(refreshToken: string): Promise<TokenResponse> {
  return grant({ grant_type: 'refresh_token', refresh_token: refreshToken });
}

/**
 * RFC 7009 at sign-out: the server ends the session of this refresh token (its family and access tokens), so a
 * copy of the cookie left anywhere is worthless. Best effort: it never rejects, the sign-out never awaits it, and
 * it leaves with `keepalive`, so a sign-out that closes the window still sends it. A form body, not the query the
 * grants use: the token stays out of URLs and logs, and a form is a CORS simple request (no preflight to wait for).
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  const config = getConfig();
  if (!config) return;
  const { url, client_id, client_secret } = config;
  const form = new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id, client_secret });
  try {
    await axios.post(`${url}/oauth2/revoke`, form, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, keepalive: true }),
    });
  } catch {
    // Offline, or a server without revocation: the cookies are gone all the same, and the session ends at its
    // deadline on the server. Nothing to tell the member, who asked to leave and has left.
  }
}
