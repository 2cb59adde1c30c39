import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { mailboxPage } from './mailbox-page.ts';

/**
 * The outbox's test controls, under /__sandbox (app.ts mounts them with every domain's; not logged, not faulted):
 * the outbox as JSON, newest last, and as a page for people.
 */
export function outboxControls(deps: Deps) {
  const app = new OperationHandlers();

  // ?to= and ?kind= narrow it down, so a test reads "the last confirmation sent to this address".
  app.handle('getSandboxOutbox', (c) => {
    const to = c.req.query('to')?.trim().toLowerCase();
    const kind = c.req.query('kind');
    return c.json(deps.store.outbox.filter((m) => (!to || m.to.toLowerCase() === to) && (!kind || m.kind === kind)));
  });

  app.handle('getSandboxMailbox', (c) => c.html(mailboxPage(deps.store.outbox)));

  return app;
}
