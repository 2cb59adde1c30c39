import axios from 'redaxios';
import { requireConfig } from '../config/config.ts';

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
