import type { Context } from 'hono';
import type { SandboxEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import type { Profile } from '../domains/accounts/state.ts';

const MEMBER_ROLES = new Set(['Titular', 'Beneficiario']);

/** The bearer's profiles that are members (holders and beneficiaries), not sales staff. */
export const memberProfiles = (c: Context<SandboxEnv>): Profile[] => c.get('bearer').profiles.filter((p) => MEMBER_ROLES.has(p.role));

export const membersOnly = (c: Context<SandboxEnv>) =>
  jsonError(c, 403, 'forbidden', 'Esta sección es solo para afiliados y sus beneficiarios.');
