import { randomBytes, randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { Bearer, Deps } from '../../env.ts';
import type { TokenResponse } from '../../../../contract/accounts/schemas.ts';
import type { Profile, User } from './state.ts';
import { JWT_SECRET, REFRESH_TTL_SECONDS } from '../../secrets.ts';

function profilesOf(user: User, deps: Deps): Profile[] {
  return user.customerIds.flatMap((id) => {
    const customer = deps.store.customer(id);
    if (!customer) return [];
    const { role, affiliation, first_name, first_lastname } = customer;
    return [{ id, role, affiliation, first_name, first_lastname }];
  });
}

async function mintAccessToken(user: User, deps: Deps, iat: number, exp: number): Promise<string> {
  const common = { email: user.email, iat, exp, jti: randomUUID() };
  switch (deps.store.tokenShape) {
    case 'not-jwt':
      return randomBytes(32).toString('base64url');
    case 'no-claims':
      return sign({ iat, exp, jti: common.jti }, JWT_SECRET, 'HS256');
    case 'oidc': {
      // One person per token, as a plain OIDC provider would: its customer id is the subject.
      const [first] = profilesOf(user, deps);
      if (!first) return sign({ sub: user.id, ...common }, JWT_SECRET, 'HS256');
      return sign(
        {
          sub: first.id,
          given_name: first.first_name,
          family_name: first.first_lastname,
          role: first.role,
          affiliation: first.affiliation,
          ...common,
        },
        JWT_SECRET,
        'HS256',
      );
    }
    default:
      return sign({ sub: user.id, profiles: profilesOf(user, deps), ...common }, JWT_SECRET, 'HS256');
  }
}

/** Issues an access JWT and a fresh refresh token for a user; the refresh token is remembered until spent. */
export async function issueTokens(user: User, deps: Deps): Promise<TokenResponse> {
  const nowMs = deps.opts.now();
  const iat = Math.floor(nowMs / 1000);
  const ttl = deps.opts.accessTtlSeconds;
  const access_token = await mintAccessToken(user, deps, iat, iat + ttl);
  const refresh_token = randomBytes(32).toString('base64url');
  deps.store.refreshGrants.set(refresh_token, { userId: user.id, expiresAt: nowMs + REFRESH_TTL_SECONDS * 1000 });
  return { access_token, token_type: 'Bearer', expires_in: ttl, refresh_token };
}

/**
 * Spends a refresh token: whatever the outcome it can never be used again (rotation), and
 * the user it belonged to is returned only while it is still alive.
 */
export function spendRefreshToken(token: string, deps: Deps): User | undefined {
  const grant = deps.store.refreshGrants.get(token);
  if (!grant) return undefined;
  deps.store.refreshGrants.delete(token);
  if (grant.expiresAt <= deps.opts.now()) return undefined;
  return deps.store.users.find((user) => user.id === grant.userId);
}

export type AccessCheck = { ok: true; bearer: Bearer } | { ok: false; message: string };

/** Expiry is checked against the injected clock, so hono's own wall-clock checks are turned off. */
export async function checkAccessToken(token: string, deps: Deps): Promise<AccessCheck> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, JWT_SECRET, { alg: 'HS256', exp: false, iat: false, nbf: false });
  } catch {
    return { ok: false, message: 'El token de acceso no es válido.' };
  }
  const { sub, email, profiles, exp } = payload;
  if (typeof exp !== 'number' || exp * 1000 <= deps.opts.now()) {
    return { ok: false, message: 'El token de acceso ha caducado.' };
  }
  if (typeof sub !== 'string' || typeof email !== 'string') {
    return { ok: false, message: 'El token de acceso no es válido.' };
  }
  if (Array.isArray(profiles)) return { ok: true, bearer: { sub, email, profiles: profiles as Profile[] } };
  // An OIDC-shaped token (token-shape 'oidc') names one customer in `sub`: its login and person are looked up.
  const owner = deps.store.users.find((user) => user.customerIds.includes(sub));
  const person = owner && profilesOf(owner, deps).find((p) => p.id === sub);
  if (!owner || !person) return { ok: false, message: 'El token de acceso no es válido.' };
  return { ok: true, bearer: { sub: owner.id, email, profiles: [person] } };
}
