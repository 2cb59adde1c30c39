import { OperationHandlers } from '../../bind.ts';
import type { Deps, Reset } from '../../env.ts';
import { invalidRequest, validationError } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import type { Fault } from '../../../../contract/harness/schemas.ts';

const METHODS = ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];

/** The sandbox's own test controls (docs/sandbox.md), under /__sandbox like every domain's (app.ts mounts them). */
export function harnessControls(deps: Deps, reset: Reset) {
  const app = new OperationHandlers();

  app.handle('getSandboxRequests', (c) => c.json(deps.store.requests));

  // An optional body `{ accessTtlSeconds }` sets the access-token lifetime until the next reset, so a browser
  // test can watch tokens expire without restarting the server (SANDBOX_ACCESS_TTL is read once, at start).
  app.handle('postSandboxReset', async (c) => {
    let ttl: number | undefined;
    if ((c.req.header('content-type') ?? '').includes('json')) {
      const read = await readJsonObject(c);
      if (!read.ok) return invalidRequest(c, read.message);
      // A whole number of seconds from 1: checked against the operation's schema before the route.
      const value = read.body.accessTtlSeconds;
      ttl = value as number | undefined;
    }
    reset(ttl);
    return c.json({ reset: true, accessTtlSeconds: deps.opts.accessTtlSeconds });
  });

  app.handle('postSandboxFaults', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { method, path, count = 1, status, delay_ms, drop, after } = read.body;
    const fields: Record<string, string> = {};
    if (typeof method !== 'string' || !METHODS.includes(method.toUpperCase())) fields.method = `Usa uno de: ${METHODS.join(', ')}.`;
    if (typeof path !== 'string' || !path.startsWith('/')) fields.path = 'Debe ser una ruta que empiece por «/» (admite *).';
    if (!Number.isInteger(count) || (count as number) < 1) fields.count = 'Debe ser un entero mayor que 0.';
    if (status !== undefined && (!Number.isInteger(status) || (status as number) < 400 || (status as number) > 599)) {
      fields.status = 'Debe ser un código HTTP entre 400 y 599.';
    }
    if (delay_ms !== undefined && (!Number.isInteger(delay_ms) || (delay_ms as number) < 0 || (delay_ms as number) > 60_000)) {
      fields.delay_ms = 'Debe ser un entero entre 0 y 60000.';
    }
    if (drop !== undefined && typeof drop !== 'boolean') fields.drop = 'Debe ser true o false.';
    if (after !== undefined && (typeof after !== 'boolean' || drop !== true)) fields.after = 'Solo con drop: true; debe ser true o false.';
    if (status === undefined && delay_ms === undefined && drop !== true) fields.status = 'Indica status, delay_ms o drop.';
    if (Object.keys(fields).length > 0) return validationError(c, fields);

    const fault: Fault = {
      id: deps.store.nextId('fault'),
      method: (method as string).toUpperCase(),
      path: path as string,
      remaining: count as number,
      ...(status === undefined ? {} : { status: status as number }),
      ...(delay_ms === undefined ? {} : { delay_ms: delay_ms as number }),
      ...(drop === undefined ? {} : { drop: drop as boolean }),
      ...(after === undefined ? {} : { after: after as boolean }),
    };
    deps.store.faults.push(fault);
    return c.json(fault, 201);
  });

  // A fault leaves this list when its last request arrives: a test waits for that, not for time to pass, to know a
  // delayed request is being held at the server.
  app.handle('getSandboxFaults', (c) => c.json(deps.store.faults));

  app.handle('deleteSandboxFaults', (c) => {
    deps.store.faults = [];
    return c.body(null, 204);
  });

  return app;
}
