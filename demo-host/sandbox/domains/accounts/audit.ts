import { Hono } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';

export function auditRoutes(deps: Deps) {
  const app = new Hono<SandboxEnv>();
  app.post('/audit', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { event, customer_id, at, details } = read.body;
    if (!isNonEmptyString(event)) return invalidRequest(c, 'Falta el evento o no es un texto.');
    if (customer_id !== undefined && typeof customer_id !== 'string') return invalidRequest(c, 'customer_id debe ser un texto.');
    if (at !== undefined && (typeof at !== 'string' || Number.isNaN(Date.parse(at)))) {
      return invalidRequest(c, 'at debe ser una fecha ISO 8601.');
    }
    deps.store.audit.push({
      event,
      ...(customer_id === undefined ? {} : { customer_id }),
      at: typeof at === 'string' ? at : new Date(deps.opts.now()).toISOString(),
      ...(details === undefined ? {} : { details }),
    });
    return c.json({ logged: true }, 201);
  });
  return app;
}
