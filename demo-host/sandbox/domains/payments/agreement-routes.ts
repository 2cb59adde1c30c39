import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError, notFound } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import {
  activeAgreement,
  agreementView,
  arrearsOf,
  createAgreement,
  MAX_INSTALMENTS,
  MIN_INSTALMENTS,
  registerAgreementEffects,
  schedule,
} from './agreements.ts';

type Ctx = Context<SandboxEnv>;

export function agreementRoutes(deps: Deps) {
  registerAgreementEffects();
  const app = new OperationHandlers();
  const today = () => new Date(deps.opts.now()).toISOString().slice(0, 10);

  /** Why this customer cannot agree to a schedule now; undefined when they can. */
  const refusal = (c: Ctx, customerId: string): Response | undefined => {
    if (!deps.store.customer(customerId)) return notFound(c, 'No existe ese cliente.');
    if (activeAgreement(deps.store, customerId)) return jsonError(c, 409, 'conflict', 'Ya tienes un acuerdo de pago en marcha.');
    if (arrearsOf(deps.store, customerId).length === 0) return jsonError(c, 409, 'conflict', 'No tienes cuotas vencidas que aplazar.');
    return undefined;
  };

  app.handle('getCustomersIdPaymentAgreementsOptions', (c) => {
    const id = c.req.param().id;
    const refused = refusal(c, id);
    if (refused) return refused;
    const arrears = arrearsOf(deps.store, id);
    const debt = arrears.reduce((total, charge) => total + charge.amount_cents, 0);
    const options = [];
    for (let count = MIN_INSTALMENTS; count <= MAX_INSTALMENTS; count += 1)
      options.push({ instalments: count, schedule: schedule(debt, count, today()) });
    return c.json({ debt_cents: debt, currency: 'EUR', charge_ids: arrears.map((charge) => charge.id), options });
  });

  app.handle('postPaymentAgreements', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    // A customer and 2 to 6 instalments: checked against the operation's schema before the route.
    const { customer_id, instalments } = read.body as { customer_id: string; instalments: number };
    const refused = refusal(c, customer_id);
    if (refused) return refused;
    return c.json(createAgreement(deps.store, customer_id, instalments as number, new Date(deps.opts.now())), 201);
  });

  app.handle('getPaymentAgreementsId', (c) => {
    const agreement = deps.store.agreements.find((item) => item.id === c.req.param().id);
    if (!agreement) return notFound(c, 'No existe ese acuerdo de pago.');
    return c.json(agreementView(deps.store, agreement));
  });

  return app;
}
