// The sandbox clock, a test control under /__sandbox (app.ts mounts it with every domain's): the time every part of
// the sandbox reads (deps.opts.now), moved forward only (docs/decisions/010-one-sandbox-clock.md). Here because
// moving it delivers the reminders that fell due.
import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import { deliverAll } from './deliver-all.ts';

export function reminderControls(deps: Deps) {
  const app = new OperationHandlers();

  app.handle('getSandboxClock', (c) => c.json(clockBody(deps)));
  app.handle('postSandboxClock', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    // An integer from 1 to 525,600 (a year): checked against the operation's schema before the route.
    const minutes = read.body.advanceMinutes;
    deps.store.clockOffsetMs += (minutes as number) * 60_000;
    const delivered = deliverAll(deps.store, deps.opts.corsOrigins[0] ?? '', deps.opts.now());
    return c.json({ ...clockBody(deps), delivered });
  });

  return app;
}

function clockBody(deps: Deps) {
  return { now: new Date(deps.opts.now()).toISOString(), offsetMinutes: deps.store.clockOffsetMs / 60_000 };
}
