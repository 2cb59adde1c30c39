// Test controls of the payments, under /__sandbox (app.ts mounts them with every domain's): what a confirmed payment,
// the counter's validation and the bank's late answer would do. Like every /__sandbox route they exist only in the
// sandbox and are neither logged nor faulted.
import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest, jsonError, notFound } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import { settleCharge } from './charges.ts';
import { approvePayment, rejectPayment } from './payments.ts';

export function paymentControls(deps: Deps) {
  const app = new OperationHandlers();
  const now = () => deps.opts.now();

  // Settles an open charge as a confirmed payment would, so a browser test of an upgrade or an extension can see
  // its effect without driving the card gateway.
  app.handle('postSandboxChargesIdSettle', (c) => {
    const charge = deps.store.charges.find((x) => x.id === c.req.param().id);
    if (!charge) return notFound(c, 'No existe ese cargo.');
    if (charge.status !== 'open') return jsonError(c, 409, 'conflict', 'El cargo no está abierto.');
    settleCharge(deps.store, charge, new Date(now()));
    return c.json(charge);
  });

  // The counter took the money and the provider validated it: the reference's charges are paid.
  app.handle('postSandboxSitePaymentsReferenceConfirm', (c) => {
    const wanted = c.req.param().reference.toUpperCase();
    const payment = deps.store.payments.find((p) => p.site && (p.site.code === wanted || p.site.number === wanted));
    if (!payment) return notFound(c, 'No existe ninguna referencia de pago en sede con ese código o número.');
    if (payment.status !== 'awaiting_confirmation') return jsonError(c, 409, 'conflict', 'Esa referencia no está esperando validación.');
    approvePayment(deps.store, payment, now());
    return c.json(payment);
  });

  // The bank's late answer to a pending card payment (test card 4000 0000 0000 0077).
  app.handle('postSandboxPaymentsIdComplete', async (c) => {
    const payment = deps.store.payments.find((p) => p.id === c.req.param().id);
    if (!payment) return notFound(c, 'No existe ese pago.');
    if (payment.status !== 'pending') return jsonError(c, 409, 'conflict', 'Ese pago no está pendiente.');
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    if (read.body.outcome === 'approved') approvePayment(deps.store, payment, now());
    else if (read.body.outcome === 'rejected') rejectPayment(deps.store, payment, 'card_declined', now());
    else return invalidRequest(c, 'outcome debe ser approved o rejected.');
    return c.json(payment);
  });

  return app;
}
