import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';
import { memberProfiles } from '../../middleware/roles.ts';
import { readPqrInput } from './pqr-input.ts';
import type { Pqr } from '../../../../contract/member-services/schemas.ts';
import type { HandChecks } from '../../middleware/validate-requests.ts';

type Ctx = Context<SandboxEnv>;

/** PQRs belong to a member (holder or beneficiary) acting as one of the bearer's profiles. */
const actsAs = (c: Ctx, customerId: string) => memberProfiles(c).some((p) => p.id === customerId);

export function pqrRoutes(deps: Deps) {
  const app = new OperationHandlers();
  const nowIso = () => new Date(deps.opts.now()).toISOString();
  const find = (id: string | undefined) => deps.store.pqrs.find((p) => p.id === id);

  app.handle('getPqrs', (c) => {
    const customerId = c.req.query('customer_id');
    if (!customerId) return invalidRequest(c, 'Falta el parámetro customer_id.');
    if (!actsAs(c, customerId)) return jsonError(c, 403, 'forbidden', 'No puedes ver las solicitudes de otra persona.');
    const own = deps.store.pqrs.filter((p) => p.customer_id === customerId);
    return c.json(own.sort((a, b) => b.created_at.localeCompare(a.created_at)));
  });

  app.handle('getPqrsId', (c) => {
    const pqr = find(c.req.param().id);
    if (!pqr || !actsAs(c, pqr.customer_id)) return notFound(c, 'No existe esa solicitud.');
    return c.json(pqr);
  });

  app.handle('postPqrs', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { customer_id } = read.body;
    if (!isNonEmptyString(customer_id)) return validationError(c, { customer_id: 'Falta la persona que presenta la solicitud.' });
    if (!actsAs(c, customer_id)) return jsonError(c, 403, 'forbidden', 'Solo puedes presentar solicitudes en tu nombre.');
    // The shape was checked against PqrInput before the route (middleware/validate-requests.ts, with these words merged in);
    // the domain's own checks (trimmed lengths, the file's bytes) are the ones a schema cannot say.
    const input = readPqrInput(read.body);
    if (!input.ok) return validationError(c, input.errors);
    const at = nowIso();
    deps.store.pqrSequence += 1;
    const pqr: Pqr = {
      id: deps.store.nextId('pqr'),
      reference: `PQR-${at.slice(0, 4)}-${String(deps.store.pqrSequence).padStart(6, '0')}`,
      customer_id,
      ...input.fields,
      status: 'received',
      created_at: at,
      updated_at: at,
      answer: null,
      history: [{ status: 'received', at }],
    };
    deps.store.pqrs.push(pqr);
    return c.json(pqr, 201);
  });

  return app;
}

/** A PQR's rules a schema cannot say (trimmed lengths, the file's bytes), for the request check's 422. */
export const pqrChecks: HandChecks = {
  'post /pqrs': (body) => {
    const input = readPqrInput(body);
    return input.ok ? null : input.errors;
  },
};
