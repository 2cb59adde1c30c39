// Who a person is, by their profile's role: a member (holder or beneficiary) or the sales staff. The gate of an
// operation that declares `roles` (contract/operation.ts) is built from the declaration by bind.ts; this file says
// what its refusal reads. A domain still asks `memberProfiles` where a login with several persons must act as its
// member ones (a PQR, a caregiver grant).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SandboxEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import type { Profile } from '../domains/accounts/state.ts';

const MEMBER_ROLES = new Set(['Titular', 'Beneficiario']);
const MEMBER_FAMILIES = ['titular', 'beneficiario'];
const STAFF_FAMILIES = ['vendedor', 'asesor'];

const MEMBERS_ONLY = 'Esta sección es solo para afiliados y sus beneficiarios.';
const STAFF_ONLY = 'Solo el equipo comercial (Vendedor o Asesor) puede usar esta función.';

/** A declared role in its family: 'titular-corporativo' is a holder's corporate variant (spec, the customer's data). */
const family = (role: string) => role.toLowerCase().split('-')[0] ?? '';

/** A member (holder or beneficiary), not sales staff. */
export const isMember = (profile: Profile): boolean => MEMBER_ROLES.has(profile.role);

/** The bearer's profiles that are members. */
export const memberProfiles = (c: Context<SandboxEnv>): Profile[] => c.get('bearer').profiles.filter(isMember);

/** The refusal of a call that is for members only, where the operation does not declare it (yet). */
export const membersOnly = (c: Context<SandboxEnv>) => jsonError(c, 403, 'forbidden', MEMBERS_ONLY);

/**
 * The sentence of the 403 for a token none of whose persons has one of `roles`: the members' or the staff's. A list
 * that mixes both families has no sentence yet, so it stops the sandbox at start-up rather than answer vaguely.
 */
export function roleRefusal(roles: readonly string[]): string {
  if (roles.every((role) => MEMBER_FAMILIES.includes(family(role)))) return MEMBERS_ONLY;
  if (roles.every((role) => STAFF_FAMILIES.includes(family(role)))) return STAFF_ONLY;
  throw new Error(`sandbox: no refusal sentence for the roles ${roles.join(', ')} (middleware/roles.ts)`);
}

/** 403 unless one of the bearer's persons has one of the operation's declared roles (case-insensitive). */
export function requireRoles(roles: readonly string[]) {
  const wanted = roles.map((role) => role.toLowerCase());
  const refusal = roleRefusal(roles);
  return createMiddleware<SandboxEnv>(async (c, next) => {
    if (!c.get('bearer').profiles.some((p) => wanted.includes(p.role.toLowerCase()))) return jsonError(c, 403, 'forbidden', refusal);
    await next();
  });
}
