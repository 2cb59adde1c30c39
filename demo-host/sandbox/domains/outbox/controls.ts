import { Hono } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { mailboxPage } from './mailbox-page.ts';

/** Test controls (not logged, not faulted): the outbox as JSON, newest last, and as a page for people. */
export function outboxRoutes(deps: Deps) {
  const app = new Hono<SandboxEnv>();

  // ?to= and ?kind= narrow it down, so a test reads "the last confirmation sent to this address".
  app.get('/__sandbox/outbox', (c) => {
    const to = c.req.query('to')?.trim().toLowerCase();
    const kind = c.req.query('kind');
    return c.json(deps.store.outbox.filter((m) => (!to || m.to.toLowerCase() === to) && (!kind || m.kind === kind)));
  });

  app.get('/__sandbox/mailbox', (c) => c.html(mailboxPage(deps.store.outbox)));

  return app;
}
