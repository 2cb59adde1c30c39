// Signing up: a new holder, the confirmation of their e-mail, and an invited beneficiary's own registration.
import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest, jsonError, validationError } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';
import { buildRegistration } from './registration.ts';
import { confirmationBase, confirmRegistration, sendConfirmation } from './confirmation.ts';
import { openCharge } from '../payments/charges.ts';
import { invitationRoutes } from './invitations.ts';
import type { HandChecks } from '../../middleware/validate-requests.ts';

export function registrationRoutes(deps: Deps) {
  const app = new OperationHandlers();

  // A new holder: payment pending with the first payment's charge open, and an e-mail to confirm the address.
  app.handle('postCustomers', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const base = confirmationBase(read.body.confirmation_url, deps);
    if (!base) return validationError(c, { confirmation_url: 'El enlace de confirmación debe ser una página del portal.' });
    const registration = buildRegistration(read.body, deps);
    // The person's own consent, which the portal's checkboxes ask for: a client that skips them is refused too.
    const consent: Record<string, string> = {};
    if (read.body.accepted_privacy !== true) consent.accepted_privacy = 'Acepta la política de privacidad para continuar.';
    if (read.body.accepted_terms !== true) consent.accepted_terms = 'Acepta los términos y condiciones para continuar.';
    if (Object.keys(consent).length > 0 && (registration.ok || registration.status === 422)) {
      return validationError(c, { ...(registration.ok ? {} : registration.fields), ...consent });
    }
    if (!registration.ok) {
      return registration.status === 409
        ? jsonError(c, 409, 'conflict', registration.message, registration.fields)
        : validationError(c, registration.fields);
    }
    const { customer, user, plan, priceCents } = registration;
    deps.store.customers.push(customer);
    deps.store.users.push(user);
    const now = new Date(deps.opts.now());
    openCharge(
      deps.store,
      {
        customer_id: customer.id,
        concept: 'first_payment',
        amount_cents: priceCents,
        description: `Primera cuota del ${plan.name} (${customer.account?.plan.periodicity === 'anual' ? 'anual' : 'mensual'})`,
        period_start: null,
        period_end: null,
        metadata: { plan_code: plan.code, periodicity: customer.account?.plan.periodicity },
      },
      now,
    );
    sendConfirmation(customer, user, base, deps);
    return c.json(customer, 201);
  });

  app.handle('postCustomersConfirmations', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { token } = read.body;
    if (!isNonEmptyString(token)) return invalidRequest(c, 'Falta el token de confirmación.');
    const result = confirmRegistration(token.trim(), deps);
    if (!result.ok) return jsonError(c, result.status, result.error, result.message);
    const { id, email, first_name, first_lastname } = result.customer;
    return c.json({ confirmed: true, customer_id: id, email, first_name, first_lastname });
  });

  app.include(invitationRoutes(deps));
  return app;
}

/** The sign-up's rules a schema cannot say, for the request check's 422 (middleware/validate-requests.ts). */
export const registrationChecks: HandChecks = {
  'post /customers': (body, deps) => {
    const registration = buildRegistration(body, deps);
    return !registration.ok && registration.status === 422 ? registration.fields : null;
  },
};
