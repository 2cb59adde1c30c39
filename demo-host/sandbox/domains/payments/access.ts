// Who may see and pay a customer's charges, payments and agreements.
import type { Context } from 'hono';
import type { SandboxEnv } from '../../env.ts';
import { jsonError } from '../../errors.ts';

type Ctx = Context<SandboxEnv>;

const STAFF_ROLES = new Set(['Vendedor', 'Asesor']);

/** The customer themself (any of the bearer's persons) or the sales staff, who take payments at the counter. */
export const mayActFor = (c: Ctx, customerId: string): boolean =>
  c.get('bearer').profiles.some((profile) => profile.id === customerId || STAFF_ROLES.has(profile.role));

export const forbiddenCustomer = (c: Ctx) => jsonError(c, 403, 'forbidden', 'No puedes ver ni pagar lo que debe otro cliente.');
