import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { notFound } from '../../errors.ts';
import type { ChargeStatus } from './charges.ts';
import type { Charge } from '../../../../contract/payments/schemas.ts';

/** Oldest period first, so the debt reads in the order it was incurred. */
const byPeriod = (a: Charge, b: Charge) => (a.period_start ?? a.created_at).localeCompare(b.period_start ?? b.created_at);

export function chargeRoutes(deps: Deps) {
  const app = new OperationHandlers();

  app.handle('getCustomersIdCharges', (c) => {
    const id = c.req.param().id;
    if (!deps.store.customer(id)) return notFound(c, 'No existe ese cliente.');
    // status and concept are checked against the operation's parameters before the route (middleware/validate-requests.ts).
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

  app.handle('getChargesId', (c) => {
    const charge = deps.store.charges.find((item) => item.id === c.req.param().id);
    if (!charge) return notFound(c, 'No existe ese cargo.');
    return c.json(charge);
  });

  return app;
}
