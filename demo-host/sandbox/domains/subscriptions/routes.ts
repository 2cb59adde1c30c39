import { OperationHandlers, type ParamContext } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError, notFound } from '../../errors.ts';
import { readJsonObject, type JsonObject } from '../../json-body.ts';
import { openCharge } from '../payments/charges.ts';
import { serviceCatalogue } from './seed.ts';
import { holderPlan, type HolderPlan } from './holder.ts';
import { quoteChange, type ChangeRequest, type QuoteResult } from './quote.ts';
import { subscriptionView } from './view.ts';
import { registerSubscriptionEffects } from './effects.ts';

type Ctx = Context<SandboxEnv>;

function readChange(body: JsonObject): ChangeRequest | string {
  if (body.concept === 'upgrade') {
    return typeof body.plan_code === 'string' ? { concept: 'upgrade', plan_code: body.plan_code } : 'Falta plan_code.';
  }
  if (body.concept === 'extension') {
    const codes = body.service_codes;
    return Array.isArray(codes) && codes.every((c) => typeof c === 'string')
      ? { concept: 'extension', service_codes: codes }
      : 'service_codes debe ser una lista de códigos.';
  }
  return 'concept debe ser upgrade o extension.';
}

const refused = (c: Ctx, r: Extract<QuoteResult, { ok: false }>) =>
  jsonError(c, r.status, r.status === 409 ? 'conflict' : 'validation_error', r.message, r.fields);

export function subscriptionRoutes(deps: Deps) {
  registerSubscriptionEffects();
  const app = new OperationHandlers();

  /** Only the holder acting as that titular sees or changes the subscription. */
  const holder = (c: ParamContext<'customerId'>): HolderPlan | Response => {
    const id = c.req.param().customerId;
    if (!c.get('bearer').profiles.some((p) => p.id === id && p.role === 'Titular')) {
      return jsonError(c, 403, 'forbidden', 'Solo el titular puede ver y cambiar su suscripción.');
    }
    return holderPlan(deps.store, id) ?? notFound(c, 'No hay ninguna suscripción a tu nombre.');
  };

  /** Reads and prices the change in the body; the response to send when that fails. */
  const priced = async (c: Ctx, h: HolderPlan) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const change = readChange(read.body);
    if (typeof change === 'string') return invalidRequest(c, change);
    const result = quoteChange(h, change, deps.opts.now());
    return result.ok ? result.quote : refused(c, result);
  };

  app.handle('getServices', (c) => c.json(serviceCatalogue));

  app.handle('getSubscriptionsCustomerId', (c) => {
    const h = holder(c);
    return h instanceof Response ? h : c.json(subscriptionView(deps.store, h));
  });

  app.handle('postSubscriptionsCustomerIdQuotes', async (c) => {
    const h = holder(c);
    if (h instanceof Response) return h;
    const quote = await priced(c, h);
    return quote instanceof Response ? quote : c.json(quote);
  });

  // Opens the charge the payments flow collects; a second request of the same kind replaces the unpaid one.
  app.handle('postSubscriptionsCustomerIdChanges', async (c) => {
    const h = holder(c);
    if (h instanceof Response) return h;
    const quote = await priced(c, h);
    if (quote instanceof Response) return quote;
    for (const old of deps.store.charges) {
      if (old.customer_id === h.customer.id && old.concept === quote.concept && old.status === 'open') old.status = 'cancelled';
    }
    const now = new Date(deps.opts.now());
    const charge = openCharge(
      deps.store,
      {
        customer_id: h.customer.id,
        concept: quote.concept,
        description: quote.description,
        amount_cents: quote.amount_due_cents,
        period_start: now.toISOString().slice(0, 10),
        period_end: quote.renewal_date,
        metadata: quote.concept === 'upgrade' ? { plan_code: quote.plan_code } : { service_codes: quote.service_codes },
      },
      now,
    );
    return c.json({ charge_id: charge.id, quote }, 201);
  });

  return app;
}
