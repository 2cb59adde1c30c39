import { randomBytes, randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { Acting, Bearer, Deps } from '../../env.ts';
import type { Customer, TokenResponse } from '../../../../contract/accounts/schemas.ts';
import type { Profile, RefreshFamily, User } from './state.ts';
import { JWT_SECRET } from '../../secrets.ts';
import { REFRESH_REUSE_GRACE_SECONDS, SESSION_LIFETIME_SECONDS } from '../../../../contract/accounts/sessions.ts';

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

async function mintAccessToken(user: User, deps: Deps, iat: number, exp: number, familyId: string, acting?: Acting): Promise<string> {
  // `sid`: the session the token belongs to, so that ending the session (a reuse, a sign-out) ends its access tokens too.
  const common = { email: user.email, iat, exp, jti: randomUUID(), sid: familyId };
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

/** A session that may still be carried on: known, not revoked, before its deadline. */
function liveFamily(familyId: string | undefined, deps: Deps): RefreshFamily | undefined {
  const family = familyId === undefined ? undefined : deps.store.refreshFamilies.get(familyId);
  return family && family.revokedAt === undefined && family.expiresAt > deps.opts.now() ? family : undefined;
}

/**
 * Issues an access JWT and a fresh refresh token for a user; the refresh token is remembered until its session
 * ends. `familyId` carries a live session on (a refresh, a caregiver starting to act): same deadline, revoked
 * together; without it, a sign-in starts a session that ends SESSION_LIFETIME_SECONDS from now.
 */
export async function issueTokens(user: User, deps: Deps, acting?: Acting, familyId?: string): Promise<TokenResponse> {
  const nowMs = deps.opts.now();
  let family = familyId;
  if (!liveFamily(family, deps)) {
    family = randomUUID();
    deps.store.refreshFamilies.set(family, { userId: user.id, expiresAt: nowMs + SESSION_LIFETIME_SECONDS * 1000 });
  }
  const iat = Math.floor(nowMs / 1000);
  const ttl = deps.opts.accessTtlSeconds;
  const access_token = await mintAccessToken(user, deps, iat, iat + ttl, family as string, acting);
  const refresh_token = randomBytes(32).toString('base64url');
  deps.store.refreshGrants.set(refresh_token, { userId: user.id, familyId: family as string, ...(acting ? { acting } : {}) });
  return { access_token, token_type: 'Bearer', expires_in: ttl, refresh_token };
}

/** Ends a session: none of its refresh tokens is honoured again (they are forgotten) and its access tokens are refused. */
function revokeFamily(familyId: string, deps: Deps): void {
  const family = deps.store.refreshFamilies.get(familyId);
  if (family) family.revokedAt ??= deps.opts.now();
  for (const [token, grant] of deps.store.refreshGrants) if (grant.familyId === familyId) deps.store.refreshGrants.delete(token);
}

/**
 * Spends a refresh token (rotation): the user, the acting grant and the session to carry on while the session is
 * alive and the token unspent. A token spent before is a reuse: someone holds a copy, the member or a thief, and
 * the server cannot tell which, so the whole session ends (RFC 9700, section 4.14.2). The one exception is the
 * session's last spent token within REFRESH_REUSE_GRACE_SECONDS (contract/accounts/sessions.ts says why).
 */
export function spendRefreshToken(token: string, deps: Deps): { user: User; acting?: Acting; familyId: string } | undefined {
  const grant = deps.store.refreshGrants.get(token);
  if (!grant) return undefined;
  const now = deps.opts.now();
  const family = liveFamily(grant.familyId, deps);
  if (!family) return undefined;
  if (grant.spentAt === undefined) {
    grant.spentAt = now;
    family.lastSpent = token;
  } else if (family.lastSpent !== token || now - grant.spentAt > REFRESH_REUSE_GRACE_SECONDS * 1000) {
    revokeFamily(grant.familyId, deps);
    return undefined;
  }
  const user = deps.store.users.find((candidate) => candidate.id === grant.userId);
  return user && { user, familyId: grant.familyId, ...(grant.acting ? { acting: grant.acting } : {}) };
}

/**
 * RFC 7009: the session of a refresh token (or of an access token, by its `sid`) ends. An unknown or already
 * ended token is no error: the answer is the same, so it tells a caller nothing.
 */
export async function revokeToken(token: string, deps: Deps): Promise<void> {
  const grant = deps.store.refreshGrants.get(token);
  if (grant) return revokeFamily(grant.familyId, deps);
  try {
    const { sid } = await verify(token, JWT_SECRET, { alg: 'HS256', exp: false, iat: false, nbf: false });
    if (typeof sid === 'string') revokeFamily(sid, deps);
  } catch {
    // Neither a refresh token of ours nor an access token we signed: nothing to end.
  }
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
  const { sub, email, profiles, exp, acting_for, sid } = payload;
  if (typeof exp !== 'number' || exp * 1000 <= deps.opts.now()) {
    return { ok: false, message: 'El token de acceso ha caducado.' };
  }
  // Its session ended (a reuse, a sign-out, its deadline): the token goes with it. A session the sandbox does not
  // know (minted before a reset) is not refused: a reset forgets sessions, it does not end them.
  const family = typeof sid === 'string' ? deps.store.refreshFamilies.get(sid) : undefined;
  if (family && !liveFamily(sid as string, deps)) return { ok: false, message: 'La sesión ha terminado: vuelve a iniciarla.' };
  if (typeof sub !== 'string' || typeof email !== 'string') {
    return { ok: false, message: 'El token de acceso no es válido.' };
  }
  const acting = actingOf(acting_for);
  const session = typeof sid === 'string' ? { sid } : {};
  if (Array.isArray(profiles))
    return { ok: true, bearer: { sub, email, profiles: profiles as Profile[], ...session, ...(acting ? { acting } : {}) } };
  // An OIDC-shaped token (token-shape 'oidc') names one customer in `sub`: its login and person are looked up.
  const owner = deps.store.users.find((user) => user.customerIds.includes(sub));
  const person = owner && profilesOf(owner, deps).find((p) => p.id === sub);
  if (!owner || !person) return { ok: false, message: 'El token de acceso no es válido.' };
  return { ok: true, bearer: { sub: owner.id, email, profiles: [person], ...session } };
}

/** The `acting_for` claim of a caregiver's acting token, when it is one. */
function actingOf(claim: unknown): Acting | undefined {
  if (typeof claim !== 'object' || claim === null) return undefined;
  const { grant_id, customer_id } = claim as Record<string, unknown>;
  return typeof grant_id === 'string' && typeof customer_id === 'string' ? { grantId: grant_id, customerId: customer_id } : undefined;
}
