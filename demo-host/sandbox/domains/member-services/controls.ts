// The PQRs' test control, under /__sandbox (app.ts mounts it with every domain's): the next step of a PQR's life
// (received -> in_progress -> answered, optional body { answer }), as the provider's staff would take it.
import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { jsonError, notFound } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';
import { queuePqrAnswered } from '../reminders/queue.ts';
import type { PqrStatus } from '../../../../contract/member-services/schemas.ts';

const NEXT: Record<PqrStatus, PqrStatus | null> = { received: 'in_progress', in_progress: 'answered', answered: null };
const DEFAULT_ANSWER = 'Hemos revisado tu solicitud y la hemos resuelto. Si necesitas algo más, responde a este mensaje o llámanos.';

export function memberServiceControls(deps: Deps) {
  const app = new OperationHandlers();
  const nowIso = () => new Date(deps.opts.now()).toISOString();

  app.handle('postSandboxPqrsIdAdvance', async (c) => {
    const pqr = deps.store.pqrs.find((p) => p.id === c.req.param().id);
    if (!pqr) return notFound(c, 'No existe esa solicitud.');
    const next = NEXT[pqr.status];
    if (!next) return jsonError(c, 409, 'conflict', 'La solicitud ya está respondida.');
    const read = (c.req.header('content-type') ?? '').includes('json') ? await readJsonObject(c) : null;
    const answer = read?.ok && isNonEmptyString(read.body.answer) ? read.body.answer : DEFAULT_ANSWER;
    const at = nowIso();
    pqr.status = next;
    pqr.updated_at = at;
    pqr.history.push({ status: next, at });
    if (next === 'answered') {
      pqr.answer = { text: answer, answered_at: at };
      queuePqrAnswered(deps.store, pqr);
    }
    return c.json(pqr);
  });

  return app;
}
