import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import { newCapabilityToken } from '../../capability-token.ts';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../../errors.ts';
import { isNonEmptyString, readJsonObject, type JsonObject } from '../../json-body.ts';
import { describeCharges, payableCharges, paymentsOf, supersede } from './payments.ts';
import type { Payment } from '../../../../contract/payments/schemas.ts';
import { issueSiteReference } from './site-reference.ts';

type Ctx = Context<SandboxEnv>;

/** The portal's own origins and the host pages allowed to frame it: nowhere else may the gateway send people. */
function returnUrlAllowed(value: string, deps: Deps): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const allowed = new Set([...deps.opts.corsOrigins, ...deps.opts.parentOrigins]);
  return (url.protocol === 'https:' || url.protocol === 'http:') && allowed.has(url.origin);
}

interface Input {
  customer_id: string;
  charge_ids: string[];
  method: 'card' | 'site';
  return_url?: string;
  headquarters_id?: string;
}

function readInput(body: JsonObject, deps: Deps): { ok: true; input: Input } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const { charge_ids, method, return_url, headquarters_id } = body;
  // Types, presence and the method's values are PaymentInput's (checked before the route); what depends on the
  // method or on the portal's origins is said here.
  if (new Set(charge_ids as string[]).size !== (charge_ids as string[]).length) fields.charge_ids = 'Un cargo aparece dos veces.';
  if (method === 'card' && (!isNonEmptyString(return_url) || !returnUrlAllowed(return_url, deps))) {
    fields.return_url = 'La dirección de vuelta no es una página permitida del portal.';
  }
  if (method === 'site' && !isNonEmptyString(headquarters_id)) fields.headquarters_id = 'Elige una sede.';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, input: body as unknown as Input };
}

export function paymentRoutes(deps: Deps) {
  const app = new OperationHandlers();
  const now = () => deps.opts.now();

  const visible = (c: Ctx): Payment | Response => {
    const payment = deps.store.payments.find((item) => item.id === c.req.param().id);
    if (!payment) return notFound(c, 'No existe ese pago.');
    return payment;
  };

  app.handle('postPayments', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const parsed = readInput(read.body, deps);
    if (!parsed.ok) return validationError(c, parsed.fields);
    const { input } = parsed;
    if (!deps.store.customer(input.customer_id)) return notFound(c, 'No existe ese cliente.');
    const charges = payableCharges(deps.store, input.customer_id, input.charge_ids);
    if (typeof charges === 'string') return jsonError(c, 409, 'conflict', charges);

    const at = new Date(now()).toISOString();
    const id = deps.store.nextId('pay');
    const order = input.method === 'card' ? newCapabilityToken() : null;
    if (order) deps.store.gatewayOrders.set(order, id);
    const payment: Payment = {
      id,
      customer_id: input.customer_id,
      charge_ids: charges.map((charge) => charge.id),
      description: describeCharges(charges),
      amount_cents: charges.reduce((total, charge) => total + charge.amount_cents, 0),
      currency: 'EUR',
      method: input.method,
      status: 'created',
      rejection_code: null,
      rejection_reason: null,
      card: null,
      site: null,
      agreement_id: (charges.find((charge) => charge.metadata.agreement_id)?.metadata.agreement_id as string | undefined) ?? null,
      return_url: input.method === 'card' ? input.return_url! : null,
      checkout_url: order ? `${new URL(c.req.url).origin}/gateway/checkout/${order}` : null,
      created_at: at,
      updated_at: at,
      paid_at: null,
    };
    if (input.method === 'site') {
      const site = issueSiteReference(deps.store, input.headquarters_id!, payment, now());
      if (typeof site === 'string') return validationError(c, { headquarters_id: site });
      payment.site = site;
      payment.status = 'awaiting_confirmation';
      const account = deps.store.customer(input.customer_id)?.account;
      // The first payment waits for the counter's validation; arrears stay 'En Mora' until really paid.
      if (account?.payment_status === 'payment_pending') account.payment_status = 'payment_confirmation_sent';
    }
    supersede(deps.store, payment.charge_ids, payment, now());
    deps.store.payments.push(payment);
    return c.json(payment, 201);
  });

  app.handle('getPaymentsId', (c) => {
    const payment = visible(c);
    return payment instanceof Response ? payment : c.json(payment);
  });

  app.handle('getCustomersIdPayments', (c) => {
    const id = c.req.param().id;
    if (!deps.store.customer(id)) return notFound(c, 'No existe ese cliente.');
    return c.json([...paymentsOf(deps.store, id)].sort((a, b) => b.created_at.localeCompare(a.created_at)));
  });

  return app;
}
