import type { Context } from 'hono';
import type { SandboxEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import type { Profile } from '../domains/accounts/state.ts';

const MEMBER_ROLES = new Set(['Titular', 'Beneficiario']);

/** A member (holder or beneficiary), not sales staff. */
export const isMember = (profile: Profile): boolean => MEMBER_ROLES.has(profile.role);

/** The bearer's profiles that are members. */
export const memberProfiles = (c: Context<SandboxEnv>): Profile[] => c.get('bearer').profiles.filter(isMember);

export const membersOnly = (c: Context<SandboxEnv>) =>
  jsonError(c, 403, 'forbidden', 'Esta sección es solo para afiliados y sus beneficiarios.');
