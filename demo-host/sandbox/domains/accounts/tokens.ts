import { randomBytes, randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { Acting, Bearer, Deps } from '../../env.ts';
import type { Customer, TokenResponse } from '../../../../contract/accounts/schemas.ts';
import type { Profile, User } from './state.ts';
import { JWT_SECRET, REFRESH_TTL_SECONDS } from '../../secrets.ts';

function profileOf(customer: Customer): Profile {
  const { id, role, affiliation, first_name, first_lastname } = customer;
  return { id, role, affiliation, first_name, first_lastname };
}

function profilesOf(user: User, deps: Deps): Profile[] {
  return user.customerIds.flatMap((id) => {
    const customer = deps.store.customer(id);
    return customer ? [profileOf(customer)] : [];
  });
}

async function mintAccessToken(user: User, deps: Deps, iat: number, exp: number, acting?: Acting): Promise<string> {
  const common = { email: user.email, iat, exp, jti: randomUUID() };
  if (acting) {
    // A caregiver acting for a member: their own login in sub, the member as the only person, and the grant, so
    // every request is checked against the grant as it is now (middleware/caregiver-scope.ts), whatever the shape.
    const member = deps.store.customer(acting.customerId);
    const profiles = member ? [profileOf(member)] : [];
    return sign(
      { sub: user.id, profiles, acting_for: { grant_id: acting.grantId, customer_id: acting.customerId }, ...common },
      JWT_SECRET,
      'HS256',
    );
  }
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
export async function issueTokens(user: User, deps: Deps, acting?: Acting): Promise<TokenResponse> {
  const nowMs = deps.opts.now();
  const iat = Math.floor(nowMs / 1000);
  const ttl = deps.opts.accessTtlSeconds;
  const access_token = await mintAccessToken(user, deps, iat, iat + ttl, acting);
  const refresh_token = randomBytes(32).toString('base64url');
  deps.store.refreshGrants.set(refresh_token, {
    userId: user.id,
    expiresAt: nowMs + REFRESH_TTL_SECONDS * 1000,
    ...(acting ? { acting } : {}),
  });
  return { access_token, token_type: 'Bearer', expires_in: ttl, refresh_token };
}

/**
 * Spends a refresh token: whatever the outcome it can never be used again (rotation), and
 * the user it belonged to is returned only while it is still alive.
 */
export function spendRefreshToken(token: string, deps: Deps): { user: User; acting?: Acting } | undefined {
  const grant = deps.store.refreshGrants.get(token);
  if (!grant) return undefined;
  deps.store.refreshGrants.delete(token);
  if (grant.expiresAt <= deps.opts.now()) return undefined;
  const user = deps.store.users.find((candidate) => candidate.id === grant.userId);
  return user && { user, ...(grant.acting ? { acting: grant.acting } : {}) };
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
  const { sub, email, profiles, exp, acting_for } = payload;
  if (typeof exp !== 'number' || exp * 1000 <= deps.opts.now()) {
    return { ok: false, message: 'El token de acceso ha caducado.' };
  }
  if (typeof sub !== 'string' || typeof email !== 'string') {
    return { ok: false, message: 'El token de acceso no es válido.' };
  }
  const acting = actingOf(acting_for);
  if (Array.isArray(profiles)) return { ok: true, bearer: { sub, email, profiles: profiles as Profile[], ...(acting ? { acting } : {}) } };
  // An OIDC-shaped token (token-shape 'oidc') names one customer in `sub`: its login and person are looked up.
  const owner = deps.store.users.find((user) => user.customerIds.includes(sub));
  const person = owner && profilesOf(owner, deps).find((p) => p.id === sub);
  if (!owner || !person) return { ok: false, message: 'El token de acceso no es válido.' };
  return { ok: true, bearer: { sub: owner.id, email, profiles: [person] } };
}

/** The `acting_for` claim of a caregiver's acting token, when it is one. */
function actingOf(claim: unknown): Acting | undefined {
  if (typeof claim !== 'object' || claim === null) return undefined;
  const { grant_id, customer_id } = claim as Record<string, unknown>;
  return typeof grant_id === 'string' && typeof customer_id === 'string' ? { grantId: grant_id, customerId: customer_id } : undefined;
}
