// The accounts' calls: the configuration exchange, OAuth, a customer by id and role, the nomenclature lists, the
// sign-up checks, OTP codes and the audit log.
import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest, notFound } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';
import { configurationRoutes } from './configuration.ts';
import { oauthRoutes } from './oauth.ts';
import { otpRoutes } from './otp.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import { nomenclatures } from './seed-nomenclatures.ts';
import { validationRoutes } from './validation.ts';

/** The portal may ask with the plain role or with the corporate variant (Titular-CORPORATIVO), in any case. */
function roleMatches(customer: Customer, role: string): boolean {
  const wanted = role.trim().toLowerCase();
  const names = [customer.role, customer.affiliation ? `${customer.role}-${customer.affiliation}` : null];
  return names.some((name) => name?.toLowerCase() === wanted);
}

export function accountRoutes(deps: Deps) {
  const app = new OperationHandlers();
  app.include(configurationRoutes(deps));
  app.include(oauthRoutes(deps));

  app.handle('getCustomerId', (c) => {
    const role = c.req.query('role');
    if (!role) return invalidRequest(c, 'Falta el parámetro role.');
    const customer = deps.store.customer(c.req.param().id);
    if (!customer || !roleMatches(customer, role)) return notFound(c, 'No existe un cliente con ese identificador y rol.');
    return c.json(customer);
  });

  app.handle('getNomenclaturesList', (c) => {
    const list = c.req.param().list;
    if (!Object.hasOwn(nomenclatures, list)) return notFound(c, 'No existe esa lista.');
    return c.json(nomenclatures[list]);
  });

  app.include(validationRoutes(deps));
  app.include(otpRoutes(deps));

  app.handle('postAudit', async (c) => {
    // Who is the token's (its login, and the person named must be one of its: the contract's `access`), when is
    // the server's clock; the body says only what happened (issue 28: an anonymous audit records what anyone says).
    const bearer = c.get('bearer');
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { event, customer_id, details } = read.body;
    if (!isNonEmptyString(event)) return invalidRequest(c, 'Falta el evento o no es un texto.');
    if (customer_id !== undefined && typeof customer_id !== 'string') return invalidRequest(c, 'customer_id debe ser un texto.');
    deps.store.audit.push({
      event,
      user_id: bearer.sub,
      ...(customer_id === undefined ? {} : { customer_id }),
      at: new Date(deps.opts.now()).toISOString(),
      ...(details === undefined ? {} : { details }),
    });
    return c.json({ logged: true }, 201);
  });

  return app;
}
