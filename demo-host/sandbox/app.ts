import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Deps, SandboxEnv } from './env.ts';
import { ConnectionDrop, jsonError } from './errors.ts';
import { resolveOptions, type SandboxOptions } from './options.ts';
import { Store } from './store.ts';
import { requestLog } from './middleware/request-log.ts';
import { faultInjection } from './middleware/faults.ts';
import { validateResponses } from './middleware/validate-responses.ts';
import { validateRequests } from './middleware/validate-requests.ts';
import { configurationRoutes } from './domains/accounts/configuration.ts';
import { oauthRoutes } from './domains/accounts/oauth.ts';
import { customerRoutes } from './domains/registration/routes.ts';
import { nomenclatureRoutes } from './domains/accounts/routes.ts';
import { beneficiaryRoutes } from './domains/beneficiaries/routes.ts';
import { validationRoutes } from './domains/accounts/validation.ts';
import { otpRoutes } from './domains/accounts/otp.ts';
import { formRoutes } from './domains/forms/routes.ts';
import { auditRoutes } from './domains/accounts/audit.ts';
import { headquartersRoutes } from './domains/headquarters/routes.ts';
import { offerRoutes } from './domains/member-services/routes.ts';
import { supportRoutes } from './domains/member-services/support-routes.ts';
import { pqrRoutes } from './domains/member-services/pqrs.ts';
import { testControlRoutes } from './domains/harness/controls.ts';
import { openapiRoutes } from './domains/harness/routes.ts';
import { appointmentRoutes } from './domains/appointments/routes.ts';
import { medicalRecordRoutes } from './domains/medical-record/routes.ts';
import { chargeRoutes } from './domains/payments/charge-routes.ts';
import { paymentRoutes } from './domains/payments/routes.ts';
import { gatewayRoutes } from './domains/payments/gateway-routes.ts';
import { paymentControlRoutes } from './domains/payments/controls.ts';
import { paymentAgreementRoutes } from './domains/payments/agreement-routes.ts';
import { planRoutes } from './domains/plans/routes.ts';
import { outboxRoutes } from './domains/outbox/controls.ts';
import { cardRoutes } from './domains/cards/routes.ts';
import { subscriptionRoutes } from './domains/subscriptions/routes.ts';
import { chargeControlRoutes } from './domains/payments/charge-controls.ts';
import { salesRoutes } from './domains/sales/routes.ts';
import { salesWelcomeRoutes } from './domains/sales/welcome-routes.ts';
import { staffPaymentRoutes } from './domains/staff-payments/routes.ts';
import { invitationRoutes } from './domains/registration/invitations.ts';
import { reminderDelivery, reminderRoutes } from './domains/reminders/routes.ts';

export type { SandboxOptions } from './options.ts';

export function createSandbox(opts?: SandboxOptions): { app: Hono<SandboxEnv>; reset(): void; store: Store } {
  const deps: Deps = { store: new Store(), opts: resolveOptions(opts) };
  // One clock for the whole sandbox: everything that reads deps.opts.now (tokens, slots, reminders...) follows
  // POST /__sandbox/clock, so a day moved ahead is a day for every area, as a day's wait would be.
  const realNow = deps.opts.now;
  deps.opts.now = () => realNow() + deps.store.clockOffsetMs;
  deps.store.reminders.since = deps.opts.now();
  const configuredTtl = deps.opts.accessTtlSeconds;
  /** Back to the seed; a test may ask for another access-token lifetime until the next reset. */
  const reset = (accessTtlSeconds?: number) => {
    deps.store.reset();
    deps.store.reminders.since = deps.opts.now();
    deps.opts.accessTtlSeconds = accessTtlSeconds ?? configuredTtl;
  };
  const app = new Hono<SandboxEnv>();

  // CORS first, so preflights are answered before logging and faults, and every later answer carries the headers.
  app.use(
    '*',
    cors({
      origin: deps.opts.corsOrigins,
      allowHeaders: ['Authorization', 'Content-Type', 'X-Skip-Interceptor', 'Idempotency-Key'],
      exposeHeaders: ['Idempotent-Replayed'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use('*', requestLog(deps));
  app.use('*', faultInjection(deps));
  app.use('*', reminderDelivery(deps));
  // After the faults, so an injected failure (a status no operation documents) is not judged as a mismatch.
  if (deps.opts.validateResponses) app.use('*', validateResponses());
  // What a request carries, against its operation's schemas (after the response check, which judges its 422s too).
  app.use('*', validateRequests(deps));

  app.route('/', configurationRoutes(deps));
  app.route('/', oauthRoutes(deps));
  app.route('/', customerRoutes(deps));
  app.route('/', nomenclatureRoutes());
  app.route('/', planRoutes());
  app.route('/', invitationRoutes(deps));
  app.route('/', reminderRoutes(deps));
  app.route('/', beneficiaryRoutes(deps));
  app.route('/', validationRoutes(deps));
  app.route('/', otpRoutes(deps));
  app.route('/', formRoutes(deps));
  app.route('/', auditRoutes(deps));
  app.route('/', appointmentRoutes(deps));
  app.route('/', medicalRecordRoutes(deps));
  app.route('/', headquartersRoutes(deps));
  app.route('/', offerRoutes(deps));
  app.route('/', supportRoutes(deps));
  app.route('/', pqrRoutes(deps));
  app.route('/', salesRoutes(deps));
  app.route('/', salesWelcomeRoutes(deps));
  app.route('/', staffPaymentRoutes(deps));
  app.route('/', testControlRoutes(deps, reset));
  app.route('/', chargeRoutes(deps));
  app.route('/', outboxRoutes(deps));
  app.route('/', cardRoutes(deps));
  app.route('/', subscriptionRoutes(deps));
  app.route('/', chargeControlRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', gatewayRoutes(deps));
  app.route('/', paymentControlRoutes(deps));
  app.route('/', paymentAgreementRoutes(deps));
  app.route('/', openapiRoutes());

  app.notFound((c) => jsonError(c, 404, 'not_found', 'La ruta solicitada no existe.'));
  app.onError((err, c) => {
    if (err instanceof ConnectionDrop) throw err;
    console.error('[sandbox] error no controlado', err);
    return jsonError(c, 500, 'internal_error', 'Error interno del sandbox.');
  });

  return { app, reset, store: deps.store };
}
