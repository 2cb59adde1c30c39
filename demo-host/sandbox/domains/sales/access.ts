// Who may use the sales calls: a Vendedor sees their own customers, an Asesor every advisor's; anyone else is
// refused. The role comes from the bearer's profiles, never from the request.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { OperationHandlers } from '../../bind.ts';
import type { Bearer, Deps, SandboxEnv } from '../../env.ts';
import { jsonError } from '../../errors.ts';
import type { Sale } from './types.ts';

export type StaffScope =
  { role: 'Vendedor'; profileId: string; advisorId: string } | { role: 'Asesor'; profileId: string; advisorId: null };

export function staffScope(bearer: Bearer, deps: Deps): StaffScope | null {
  for (const profile of bearer.profiles) {
    if (profile.role === 'Asesor') return { role: 'Asesor', profileId: profile.id, advisorId: null };
    if (profile.role === 'Vendedor') {
      const advisor = deps.store.advisors.find((a) => a.customer_id === profile.id);
      if (advisor) return { role: 'Vendedor', profileId: profile.id, advisorId: advisor.id };
    }
  }
  return null;
}

export const refuseNonStaff = (c: Context) =>
  jsonError(c, 403, 'forbidden', 'Solo el equipo comercial (Vendedor o Asesor) puede usar esta función.');

export const refuseOtherAdvisor = (c: Context) => jsonError(c, 403, 'forbidden', 'Este cliente pertenece a otro asesor.');

export const canSee = (scope: StaffScope, sale: Sale): boolean => scope.advisorId === null || sale.advisor_id === scope.advisorId;

/** What a staff handler reads: the bearer and, set by staffApp, the scope of its Vendedor or Asesor profile. */
export type StaffEnv = SandboxEnv & { Variables: { scope: StaffScope } };

/**
 * Handlers that read the staff scope: the sales and the staff payments take theirs from here. Their operations
 * declare the bearer and the roles (bind.ts gates them); a Vendedor no advisor stands behind is refused here.
 */
export function staffApp(deps: Deps): OperationHandlers<StaffEnv> {
  return new OperationHandlers<StaffEnv>([
    createMiddleware<StaffEnv>(async (c, next) => {
      const scope = staffScope(c.get('bearer'), deps);
      if (!scope) return refuseNonStaff(c);
      c.set('scope', scope);
      await next();
    }),
  ]);
}
