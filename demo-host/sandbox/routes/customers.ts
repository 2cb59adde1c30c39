import { Hono } from 'hono';
import type { Deps, SandboxEnv } from '../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../errors.ts';
import { readJsonObject } from '../json-body.ts';
import { bearerAuth } from '../middleware/bearer.ts';
import { buildRegistration } from '../registration.ts';
import type { Customer } from '../types.ts';

/** The portal may ask with the plain role or with the corporate variant (Titular-CORPORATIVO), in any case. */
function roleMatches(customer: Customer, role: string): boolean {
  const wanted = role.trim().toLowerCase();
  const names = [customer.role, customer.affiliation ? `${customer.role}-${customer.affiliation}` : null];
  return names.some((name) => name?.toLowerCase() === wanted);
}

export function customerRoutes(deps: Deps) {
  const app = new Hono<SandboxEnv>();

  app.get('/customer/:id', bearerAuth(deps), (c) => {
    const role = c.req.query('role');
    if (!role) return invalidRequest(c, 'Falta el parámetro role.');
    const customer = deps.store.customer(c.req.param('id'));
    if (!customer || !roleMatches(customer, role)) return notFound(c, 'No existe un cliente con ese identificador y rol.');
    return c.json(customer);
  });

  app.post('/customers', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const registration = buildRegistration(read.body, deps);
    if (!registration.ok) {
      return registration.status === 409
        ? jsonError(c, 409, 'conflict', registration.message)
        : validationError(c, registration.fields);
    }
    deps.store.customers.push(registration.customer);
    deps.store.users.push(registration.user);
    return c.json(registration.customer, 201);
  });

  return app;
}
