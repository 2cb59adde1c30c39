// What the accounts domain keeps between requests: the logins and the people they act as, the refresh tokens and their sessions, the
// OTP codes and the addresses they verified, the shape of the next access tokens, and the audit log. Its types
// that the API sends are the contract's (schemas.ts); these are the sandbox's own.
import type { Customer, TokenShape } from '../../../../contract/accounts/schemas.ts';
import type { Acting, User } from './types.ts';
import { seedCustomers } from './seed-customers.ts';
import { seedUsers } from './seed-users.ts';

export type { Profile, User } from './types.ts';

export interface RefreshGrant {
  userId: string;
  /** The session (RFC 9700's token family) it belongs to: every token rotated from one sign-in shares it. */
  familyId: string;
  /** When it was spent; kept after, so that spending it again is seen as a reuse (tokens.ts). */
  spentAt?: number;
  /** A caregiver's session acting for a member keeps acting for them when refreshed (and stops with the grant). */
  acting?: Acting;
}

/** One session: started by a sign-in, carried on by each rotation, ended by its deadline, a reuse or a revocation. */
export interface RefreshFamily {
  userId: string;
  /** The sign-in's time plus SESSION_LIFETIME_SECONDS: no rotation moves it. */
  expiresAt: number;
  /** Set by a reuse or a revocation: no token of the family is honoured again, access tokens included. */
  revokedAt?: number;
  /** The last refresh token spent: the only one the reuse grace may honour again. */
  lastSpent?: string;
}

export interface AuditEntry {
  event: string;
  /** The login whose token sent it (POST /audit); absent from the sandbox's own records (a payment approved). */
  user_id?: string;
  customer_id?: string;
  /** The sandbox's clock, never the sender's. */
  at: string;
  details?: unknown;
}

export interface AccountsState {
  users: User[];
  customers: Customer[];
  refreshGrants: Map<string, RefreshGrant>;
  refreshFamilies: Map<string, RefreshFamily>;
  /** Address -> until when its last OTP code is valid. */
  otpExpiries: Map<string, number>;
  /** Wrong codes per address since its last code was sent; at the limit the code is revoked (otp.ts). */
  otpFailures: Map<string, number>;
  /** Address -> until when its OTP verification counts. */
  verifiedAddresses: Map<string, number>;
  /** How the next access tokens are minted (POST /__sandbox/token-shape, controls.ts). */
  tokenShape: TokenShape;
  audit: AuditEntry[];
}

export function accountsState(): AccountsState {
  return {
    users: seedUsers(),
    customers: seedCustomers(),
    refreshGrants: new Map(),
    refreshFamilies: new Map(),
    otpExpiries: new Map(),
    otpFailures: new Map(),
    verifiedAddresses: new Map(),
    tokenShape: 'sandbox',
    audit: [],
  };
}
