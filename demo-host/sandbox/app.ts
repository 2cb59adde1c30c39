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
import { configurationRoutes } from './routes/configuration.ts';
import { oauthRoutes } from './routes/oauth.ts';
import { customerRoutes } from './routes/customers.ts';
import { nomenclatureRoutes } from './routes/nomenclatures.ts';
import { beneficiaryRoutes } from './routes/beneficiaries.ts';
import { validationRoutes } from './routes/validation.ts';
import { otpRoutes } from './routes/otp.ts';
import { formRoutes } from './routes/forms.ts';
import { auditRoutes } from './routes/audit.ts';
import { headquartersRoutes } from './routes/headquarters.ts';
import { offerRoutes } from './routes/offers.ts';
import { supportRoutes } from './routes/support.ts';
import { pqrRoutes } from './routes/pqrs.ts';
import { testControlRoutes } from './routes/test-controls.ts';
import { openapiRoutes } from './routes/openapi.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { medicalRecordRoutes } from './routes/medical-record.ts';
import { chargeRoutes } from './routes/charges.ts';
import { paymentRoutes } from './routes/payments.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { paymentControlRoutes } from './routes/payment-controls.ts';
import { paymentAgreementRoutes } from './routes/payment-agreements.ts';
import { planRoutes } from './routes/plans.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { cardRoutes } from './routes/cards.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { chargeControlRoutes } from './routes/charge-controls.ts';
import { salesRoutes } from './routes/sales.ts';
import { salesWelcomeRoutes } from './routes/sales-welcome.ts';
import { staffPaymentRoutes } from './routes/staff-payments.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { reminderDelivery, reminderRoutes } from './reminders/routes.ts';

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
