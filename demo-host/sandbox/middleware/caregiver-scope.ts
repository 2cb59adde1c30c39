// A caregiver's acting token, on every call of the contract: the grant it came from must still hold (not revoked,
// not past its last day) and the call must be one contract/caregivers/scope.ts opens to the modules granted; else
// 403 before any route runs, with a code the portal tells apart (access_ended takes the caregiver back to choose
// whom to act for). Each call that goes through is written to the member's "Quién ha entrado" with the caregiver's
// name. Tokens that are not acting tokens, public calls and calls no operation declares go on untouched.
import { createMiddleware } from 'hono/factory';
import type { Deps, SandboxEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { checkAccessToken } from '../domains/accounts/tokens.ts';
import { appointmentOf, logAccess } from '../domains/caregivers/access-log.ts';
import { endedMessage } from '../domains/caregivers/routes.ts';
import { isLive } from '../domains/caregivers/rules.ts';
import { operationFor } from '../../../contract/check.ts';
import { ACCESS_ENDED, MODULE_NOT_GRANTED, NOT_FOR_CAREGIVERS, caregiverScope } from '../../../contract/caregivers/scope.ts';

/** Calls about the caregiver themselves, not the member: not written to the member's log. */
const OWN_CALLS = new Set(['GET /caregivers/represented', 'POST /caregivers/acting']);

/** Changes whose answer is the appointment they made, cancelled or moved: the log keeps its speciality and start. */
const APPOINTMENT_CHANGES = new Set(['POST /appointments', 'POST /appointments/{id}/cancellation', 'POST /appointments/{id}/reschedule']);

export function caregiverScopeCheck(deps: Deps) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const op = operationFor(c.req.method, c.req.path);
    if (!op || op.auth !== 'bearer') return next();
    const match = /^Bearer\s+(\S+)$/i.exec((c.req.header('authorization') ?? '').trim());
    const check = match ? await checkAccessToken(match[1] as string, deps) : null;
    const acting = check?.ok ? check.bearer.acting : undefined;
    if (!acting) return next();
    const grant = deps.store.caregiverGrants.find((g) => g.id === acting.grantId && g.grantor_id === acting.customerId);
    if (!grant || !isLive(grant, deps.opts.now())) {
      return jsonError(c, 403, ACCESS_ENDED, endedMessage(deps.store.customer(acting.customerId)?.first_name ?? ''));
    }
    const scope = caregiverScope(op);
    if (scope === undefined) {
      return jsonError(c, 403, NOT_FOR_CAREGIVERS, 'Quien ayuda a otra persona no puede hacer esto en su nombre.');
    }
    if (scope !== 'always' && !grant.modules.includes(scope)) {
      return jsonError(c, 403, MODULE_NOT_GRANTED, 'La persona a la que ayudas no te ha dado acceso a esta sección.');
    }
    await next();
    const key = `${op.method.toUpperCase()} ${op.path}`;
    if (OWN_CALLS.has(key)) return;
    const kind = op.method === 'get' ? 'consulta' : 'acción';
    // A change's answer may be the appointment it made or moved: the member is told which (a clone: the answer
    // still goes out whole).
    const appointment =
      kind === 'acción' && c.res.ok && APPOINTMENT_CHANGES.has(key) ? appointmentOf(await c.res.clone().json()) : undefined;
    logAccess(deps, grant, check?.ok ? check.bearer.sid : undefined, {
      kind,
      operation: key,
      summary: op.summary,
      status: c.res.status,
      ...(appointment ? { appointment } : {}),
    });
  });
}
