// Public: the sold customer's welcome link. The token in the link is the only key; it works once, and a resend
// retires the older ones. GET tells the page whom it greets; POST sets the chosen password and opens the login.
import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest, jsonError, validationError } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import { activateWelcome, findWelcome } from './welcome.ts';

export function salesWelcomeRoutes(deps: Deps) {
  const app = new OperationHandlers();

  app.handle('getWelcomeToken', (c) => {
    const found = findWelcome(c.req.param().token, deps);
    if (!found.ok) return jsonError(c, found.status, found.error, found.message);
    const { customer } = found;
    return c.json({ first_name: customer.first_name, email: customer.email, plan_name: customer.account?.plan.name ?? null });
  });

  app.handle('postWelcomeToken', async (c) => {
    const found = findWelcome(c.req.param().token, deps);
    if (!found.ok) return jsonError(c, found.status, found.error, found.message);
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const problem = activateWelcome(found, read.body.password, deps);
    if (problem) return validationError(c, { password: problem });
    return c.json({ activated: true, email: found.customer.email });
  });

  return app;
}
