import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Deps, Reset, SandboxEnv } from './env.ts';
import { ConnectionDrop, jsonError } from './errors.ts';
import { resolveOptions, type SandboxOptions } from './options.ts';
import { Store } from './store.ts';
import { requestLog } from './middleware/request-log.ts';
import { faultInjection } from './middleware/faults.ts';
import { validateResponses } from './middleware/validate-responses.ts';
import { validateRequests } from './middleware/validate-requests.ts';
import { caregiverScopeCheck } from './middleware/caregiver-scope.ts';
import { authorize } from './middleware/authorize.ts';
import { hygiene } from './middleware/hygiene.ts';
import { throttle } from './middleware/throttle.ts';
import { reminderDelivery } from './domains/reminders/deliver-all.ts';
import { domains } from './domains/index.ts';
import { bindOperations } from './bind.ts';

export type { SandboxOptions } from './options.ts';

export function createSandbox(opts?: SandboxOptions): { app: Hono<SandboxEnv>; reset(): void; store: Store } {
  const deps: Deps = { store: new Store(), opts: resolveOptions(opts) };
  // One clock for the whole sandbox: everything that reads deps.opts.now (tokens, slots, reminders...) follows
  // POST /__sandbox/clock, so a day moved ahead is a day for every area, as a day's wait would be.
  const realNow = deps.opts.now;
  deps.opts.now = () => realNow() + deps.store.clockOffsetMs;
  deps.store.reminders.since = deps.opts.now();
  const configuredTtl = deps.opts.accessTtlSeconds;
  const reset: Reset = (accessTtlSeconds) => {
    deps.store.reset();
    deps.store.reminders.since = deps.opts.now();
    deps.opts.accessTtlSeconds = accessTtlSeconds ?? configuredTtl;
  };
  const app = new Hono<SandboxEnv>();

  // CORS first, so preflights are answered before logging and faults, and every later answer carries the headers.
  app.use(
    '*',
    cors({
      origin: deps.opts.corsOrigins,
      allowHeaders: ['Authorization', 'Content-Type', 'X-Skip-Interceptor', 'Idempotency-Key'],
      // Retry-After: the portal says how long to wait from it (a 429 of a throttle).
      exposeHeaders: ['Idempotent-Replayed', 'Retry-After'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  // Headers, media type and size of every call, before anything reads a body (middleware/hygiene.ts).
  app.use('*', hygiene());
  app.use('*', requestLog(deps));
  app.use('*', faultInjection(deps));
  app.use('*', reminderDelivery(deps));
  // After the faults, so an injected failure (a status no operation documents) is not judged as a mismatch.
  if (deps.opts.validateResponses) app.use('*', validateResponses());
  // The declared limits (contract/throttle.ts), before anything else judges the request: over a limit, nothing runs.
  app.use('*', throttle(deps));
  // Who may reach the object a request names (contract/access.ts), before its body is judged: a stranger learns
  // nothing of another person's data, not even which fields would be wrong.
  app.use('*', authorize(deps));
  // What a request carries, against its operation's schemas (after the response check, which judges its 422s too).
  app.use('*', validateRequests(deps, Object.assign({}, ...domains.map((d) => ('handChecks' in d ? d.handChecks : {})))));

  // A caregiver's acting token only reaches what its grant opens, while it holds (contract/caregivers/scope.ts).
  app.use('*', caregiverScopeCheck(deps));

  // Every declared operation, calls and test controls alike, served by its domain's handler behind the gates its
  // declaration names (bind.ts): a declared operation without a handler, or a handler for none, stops here.
  bindOperations(
    app,
    deps,
    domains.flatMap((domain) => [
      ...('routes' in domain ? [domain.routes(deps)] : []),
      ...('controls' in domain ? [domain.controls(deps, reset)] : []),
    ]),
  );

  app.notFound((c) => jsonError(c, 404, 'not_found', 'La ruta solicitada no existe.'));
  app.onError((err, c) => {
    if (err instanceof ConnectionDrop) throw err;
    console.error('[sandbox] error no controlado', err);
    return jsonError(c, 500, 'internal_error', 'Error interno del sandbox.');
  });

  return { app, reset, store: deps.store };
}
