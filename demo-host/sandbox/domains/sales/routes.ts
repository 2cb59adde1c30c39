// The sales force's calls (not in the spec; designed here, declared in schemas.ts and operations.ts). Every one needs a
// Vendedor or Asesor bearer: a Vendedor is limited to their own customers, an Asesor sees every advisor's.
import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { notFound, validationError } from '../../errors.ts';
import { canSee, refuseOtherAdvisor, staffApp, staffScope, type StaffScope } from './access.ts';
import { salesDetail } from './detail.ts';
import { inPeriod, listPage, parseSalesQuery } from './query.ts';
import { summarize } from './summary.ts';
import { saleRegistrationRoutes } from './register-routes.ts';
import type { SalesCustomer } from '../../../../contract/sales/schemas.ts';
import { advisorName, salesRow } from './view.ts';
import { salesWelcomeRoutes } from './welcome-routes.ts';
import type { HandChecks } from '../../middleware/validate-requests.ts';
import { readSale } from './new-sale.ts';

export function salesRoutes(deps: Deps) {
  const app = new OperationHandlers();
  const staff = staffApp(deps);

  const rowsFor = (scope: StaffScope): SalesCustomer[] =>
    deps.store.sales.filter((s) => canSee(scope, s)).flatMap((s) => salesRow(deps.store, s) ?? []);

  staff.handle('getSalesAdvisors', (c) => {
    const scope = c.get('scope');
    const advisors = deps.store.advisors.filter((a) => scope.advisorId === null || a.id === scope.advisorId);
    return c.json(advisors.map((a) => ({ id: a.id, name: advisorName(a), city: a.city, own: a.id === scope.advisorId })));
  });

  staff.handle('getSalesCustomers', (c) => {
    const scope = c.get('scope');
    const parsed = parseSalesQuery(c.req.query());
    if (!parsed.ok) return validationError(c, parsed.fields);
    if (scope.advisorId && parsed.query.advisor && parsed.query.advisor !== scope.advisorId) return refuseOtherAdvisor(c);
    return c.json(listPage(rowsFor(scope), parsed.query));
  });

  staff.handle('getSalesSummary', (c) => {
    const scope = c.get('scope');
    const parsed = parseSalesQuery(c.req.query());
    if (!parsed.ok) return validationError(c, parsed.fields);
    const { from, to, advisor } = parsed.query;
    if (scope.advisorId && advisor && advisor !== scope.advisorId) return refuseOtherAdvisor(c);
    return c.json(summarize(inPeriod(rowsFor(scope), { q: '', advisor, from, to }), from, to));
  });

  staff.handle('getSalesCustomersId', (c) => {
    // Whose: the operation's declared access (contract/access.ts), enforced before this route runs.
    const sale = deps.store.sales.find((s) => s.customer_id === c.req.param().id);
    if (!sale) return notFound(c, 'No existe una venta para ese cliente.');
    const detail = salesDetail(deps, sale);
    return detail ? c.json(detail) : notFound(c, 'No existe una venta para ese cliente.');
  });

  // After the fixed paths above, so GET /sales/{id} never shadows /sales/customers or /sales/summary.
  saleRegistrationRoutes(staff, deps);
  app.include(staff);
  // Public: the sold customer's welcome link.
  app.include(salesWelcomeRoutes(deps));
  return app;
}

/** A sale's rules a schema cannot say (the holder's and beneficiaries' own), for the request check's 422. */
export const salesChecks: HandChecks = {
  'post /sales': (body, deps, bearer) => {
    const scope = bearer && staffScope(bearer, deps);
    const input = scope ? readSale(body, scope, deps) : null;
    return input && !input.ok && input.status === 422 ? input.fields : null;
  },
};
