// Test control: settles an open charge as a confirmed payment would, so a browser test of an upgrade or an
// extension can see its effect without driving the card gateway. Like every /__sandbox route, it exists only
// in the sandbox and is neither logged nor faulted.
import { Hono } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { jsonError, notFound } from '../../errors.ts';
import { settleCharge } from './charges.ts';

export function chargeControlRoutes(deps: Deps) {
  const app = new Hono<SandboxEnv>();
  app.post('/__sandbox/charges/:id/settle', (c) => {
    const charge = deps.store.charges.find((x) => x.id === c.req.param('id'));
    if (!charge) return notFound(c, 'No existe ese cargo.');
    if (charge.status !== 'open') return jsonError(c, 409, 'conflict', 'El cargo no está abierto.');
    settleCharge(deps.store, charge, new Date(deps.opts.now()));
    return c.json(charge);
  });
  return app;
}
