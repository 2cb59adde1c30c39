import { Hono, type Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { jsonError, notFound } from '../../errors.ts';
import { bearerAuth } from '../../middleware/bearer.ts';
import type { Charge, ChargeStatus } from './charges.ts';

type Ctx = Context<SandboxEnv>;

const STAFF_ROLES = new Set(['Vendedor', 'Asesor']);

/** The customer themself (any of the bearer's persons) or the sales staff, who take payments at the counter. */
export const mayActFor = (c: Ctx, customerId: string): boolean =>
  c.get('bearer').profiles.some((profile) => profile.id === customerId || STAFF_ROLES.has(profile.role));

export const forbiddenCustomer = (c: Ctx) => jsonError(c, 403, 'forbidden', 'No puedes ver ni pagar lo que debe otro cliente.');

/** Oldest period first, so the debt reads in the order it was incurred. */
const byPeriod = (a: Charge, b: Charge) => (a.period_start ?? a.created_at).localeCompare(b.period_start ?? b.created_at);

export function chargeRoutes(deps: Deps) {
  const app = new Hono<SandboxEnv>();

  app.get('/customers/:id/charges', bearerAuth(deps), (c) => {
    const id = c.req.param('id');
    if (!mayActFor(c, id)) return forbiddenCustomer(c);
    if (!deps.store.customer(id)) return notFound(c, 'No existe ese cliente.');
    // status and concept are checked against the operation's parameters before the route (validate-requests.ts).
    const status = (c.req.query('status') ?? 'open') as ChargeStatus | 'all';
    const concepts = c.req.queries('concept') ?? [];
    const charges = deps.store.charges.filter(
      (charge) =>
        charge.customer_id === id &&
        (status === 'all' || charge.status === status) &&
        (concepts.length === 0 || concepts.includes(charge.concept)),
    );
    return c.json([...charges].sort(byPeriod));
  });

  app.get('/charges/:id', bearerAuth(deps), (c) => {
    const charge = deps.store.charges.find((item) => item.id === c.req.param('id'));
    if (!charge) return notFound(c, 'No existe ese cargo.');
    if (!mayActFor(c, charge.customer_id)) return forbiddenCustomer(c);
    return c.json(charge);
  });

  return app;
}
