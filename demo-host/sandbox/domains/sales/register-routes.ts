// The advisor's own sale (POST /sales), its confirmation (GET /sales/{id}) and the welcome resent to the customer
// (POST /sales/customers/{id}/welcome). Mounted on the sales routes, behind their staff check.
import type { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import type { StaffEnv } from './access.ts';
import { readSale } from './new-sale.ts';
import { recordSale } from './record-sale.ts';
import { saleView } from './sale-view.ts';
import { advisorName } from './view.ts';
import { hasActivated, pendingLogin, sendWelcome, welcomeBase } from './welcome.ts';

export function saleRegistrationRoutes(staff: OperationHandlers<StaffEnv>, deps: Deps): void {
  const { store } = deps;

  staff.handle('postSales', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const base = welcomeBase(read.body.welcome_url, deps);
    if (!base) return validationError(c, { welcome_url: 'El enlace de bienvenida debe ser una página del portal.' });
    const input = readSale(read.body, c.get('scope'), deps);
    if (!input.ok) {
      return input.status === 409 ? jsonError(c, 409, 'conflict', input.message, input.fields) : validationError(c, input.fields);
    }
    const recorded = recordSale(deps, input.sale, base, new URL(base).origin);
    if (!recorded.ok) return validationError(c, recorded.fields);
    return c.json(saleView(deps, recorded.sale), 201);
  });

  staff.handle('getSalesId', (c) => {
    const sale = store.sales.find((s) => s.id === c.req.param().id);
    if (!sale) return notFound(c, 'No existe esa venta.');
    const view = saleView(deps, sale);
    return view ? c.json(view) : notFound(c, 'No existe esa venta.');
  });

  staff.handle('postSalesCustomersIdWelcome', async (c) => {
    const sale = store.sales.find((s) => s.customer_id === c.req.param().id);
    const customer = sale && store.customer(sale.customer_id);
    if (!sale || !customer) return notFound(c, 'No existe una venta para ese cliente.');
    if (hasActivated(deps, customer.id)) {
      return jsonError(c, 409, 'already_active', 'Este cliente ya activó su acceso: puede iniciar sesión con su correo.');
    }
    const read = await readJsonObject(c);
    const base = welcomeBase(read.ok ? read.body.welcome_url : undefined, deps);
    if (!base) return validationError(c, { welcome_url: 'El enlace de bienvenida debe ser una página del portal.' });
    const advisor = store.advisors.find((a) => a.id === sale.advisor_id);
    const sent = sendWelcome(customer, pendingLogin(deps, customer), base, advisor ? advisorName(advisor) : 'Tu asesor', deps);
    return c.json({ sent: true, ...sent });
  });
}
