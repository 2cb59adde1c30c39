import { base64ToBytes } from '../text/base64.ts';

/** One person the account can act as (two for a user who is holder in one plan and beneficiary in another). */
export interface Profile {
  id: string;
  role: string;
  affiliation: string | null;
  first_name: string;
  first_lastname: string;
}

/**
 * Reads the payload without verifying it: the API verifies every token it receives, the portal only needs to
 * know who the user is (core/session/identity.ts checks what it reads). Throws on anything that is not a JWT.
 */
export function decodeJwtPayload<T = unknown>(token: string): T {
  const part = token.split('.')[1];
  if (!part) throw new Error('Malformed token');
  // TextDecoder, not atob alone: names carry accents.
  return JSON.parse(new TextDecoder().decode(base64ToBytes(part))) as T;
}
