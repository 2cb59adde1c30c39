// The one delivery step: queued event notices first, then the time-based ones whose moment the clock has passed and
// that were not sent yet. It runs around every request (reminderDelivery, mounted by app.ts) and after
// POST /__sandbox/clock (controls.ts).
import { createMiddleware } from 'hono/factory';
import type { Deps, SandboxEnv } from '../../env.ts';
import type { Store } from '../../store.ts';
import { deliverNotice } from './deliver.ts';
import { fallenDue } from './due.ts';

export function deliverAll(store: Store, portalOrigin: string, now: number): number {
  const state = store.reminders;
  let sent = 0;
  for (const notice of state.queue.splice(0)) sent += deliverNotice(store, notice, portalOrigin, now);
  for (const notice of fallenDue(store, state.since, now)) sent += deliverNotice(store, notice, portalOrigin, now);
  return sent;
}

/** Delivery before the handler (what fell due is in the outbox a test reads) and after it (what it queued). */
export function reminderDelivery(deps: Deps) {
  const origin = () => deps.opts.corsOrigins[0] ?? '';
  return createMiddleware<SandboxEnv>(async (_c, next) => {
    deliverAll(deps.store, origin(), deps.opts.now());
    await next();
    deliverAll(deps.store, origin(), deps.opts.now());
  });
}
