// The hosted card gateway (Bold's "Botón de pagos" stand-in), served by the sandbox on its own origin. It
// refuses to be framed, checks the card like a real form, runs the test cards' outcomes and returns to the
// portal's redirection URL with `bold-order-id` and `bold-tx-status`; the portal then asks GET /payments/{id}
// for the state, never trusting the query string.
import { OperationHandlers, type ParamContext } from '../../bind.ts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Deps, SandboxEnv } from '../../env.ts';
import { approvePayment, rejectPayment } from './payments.ts';
import type { Payment, RejectionCode } from '../../../../contract/payments/schemas.ts';
import { checkCard, type CardInput } from './gateway/card-check.ts';
import { newNonce, renderPage, securityHeaders } from './gateway/layout.ts';
import { challengeBody, checkoutBody, noticeBody } from './gateway/views.ts';

type Ctx = Context<SandboxEnv>;
type TxStatus = 'approved' | 'rejected' | 'pending' | 'failed';

const TX_STATUS: Partial<Record<Payment['status'], TxStatus>> = {
  approved: 'approved',
  rejected: 'rejected',
  pending: 'pending',
  cancelled: 'failed',
};

export function returnAddress(payment: Payment): string {
  const url = new URL(payment.return_url!);
  url.searchParams.set('bold-order-id', payment.id);
  url.searchParams.set('bold-tx-status', TX_STATUS[payment.status] ?? 'failed');
  return url.toString();
}

const formText = (form: Record<string, unknown>, name: string): string => (typeof form[name] === 'string' ? (form[name] as string) : '');

export function gatewayRoutes(deps: Deps) {
  const app = new OperationHandlers();
  const now = () => deps.opts.now();
  // Read on every request: a reset gives the store a new set.
  const challenges = () => deps.store.gatewayChallenges;

  const html = (c: Ctx, title: string, body: (nonce: string) => string, payment?: Payment, status: ContentfulStatusCode = 200) => {
    const nonce = newNonce();
    const targets = payment?.return_url ? [new URL(payment.return_url).origin] : [];
    return c.body(renderPage({ title, body: body(nonce), nonce }), status, securityHeaders(nonce, targets));
  };

  /** The payment behind the order in the path: its random token only (the payment's id opens nothing here). */
  const order = (c: ParamContext<'order'>) => {
    const id = deps.store.gatewayOrders.get(c.req.param().order);
    return id === undefined ? undefined : deps.store.payments.find((p) => p.id === id && p.method === 'card');
  };

  /** An order that is no longer waiting for a card: back to the portal with its state (a second submit lands here). */
  const settled = (c: Ctx, payment: Payment) => {
    if (payment.status === 'cancelled') {
      return html(
        c,
        'Pago no disponible',
        () =>
          noticeBody(
            'Este pago ya no está disponible',
            'Empezaste otro intento de pago para lo mismo. Vuelve al portal para ver su estado.',
            { href: returnAddress(payment), label: 'Volver al portal' },
          ),
        payment,
        410,
      );
    }
    return c.redirect(returnAddress(payment), 303);
  };

  const missing = (c: Ctx) =>
    html(
      c,
      'Pago no encontrado',
      () => noticeBody('No encontramos este pago', 'El enlace no corresponde a ningún pago. Vuelve al portal y empieza el pago de nuevo.'),
      undefined,
      404,
    );

  app.handle('getGatewayCheckoutOrder', (c) => {
    const payment = order(c);
    if (!payment) return missing(c);
    if (challenges().has(payment.id)) return c.redirect(`/gateway/checkout/${c.req.param().order}/3ds`, 303);
    if (payment.status !== 'created') return settled(c, payment);
    const empty: CardInput = { number: '', expiry: '', cvc: '', holder: '' };
    return html(c, 'Pago con tarjeta', () => checkoutBody(payment, c.req.path, empty), payment);
  });

  app.handle('postGatewayCheckoutOrder', async (c) => {
    const payment = order(c);
    if (!payment) return missing(c);
    if (payment.status !== 'created' || challenges().has(payment.id)) return settled(c, payment);
    const form = await c.req.parseBody();
    if (form.action === 'cancel') {
      rejectPayment(deps.store, payment, 'cancelled_by_user', now());
      return c.redirect(returnAddress(payment), 303);
    }
    const input: CardInput = {
      number: formText(form, 'number'),
      expiry: formText(form, 'expiry'),
      cvc: formText(form, 'cvc'),
      holder: formText(form, 'holder'),
    };
    const check = checkCard(input, new Date(now()));
    if (!check.ok) return html(c, 'Revisa la tarjeta', () => checkoutBody(payment, c.req.path, input, check.errors), payment, 422);
    payment.card = { brand: 'Visa', last4: check.digits.slice(-4) };
    const rejections: Partial<Record<typeof check.outcome, RejectionCode>> = {
      decline: 'card_declined',
      insufficient_funds: 'insufficient_funds',
    };
    if (check.outcome === 'challenge') {
      challenges().add(payment.id);
      return c.redirect(`/gateway/checkout/${c.req.param().order}/3ds`, 303);
    }
    if (check.outcome === 'approve') approvePayment(deps.store, payment, now());
    else if (check.outcome === 'pending') Object.assign(payment, { status: 'pending', updated_at: new Date(now()).toISOString() });
    else rejectPayment(deps.store, payment, rejections[check.outcome]!, now());
    return c.redirect(returnAddress(payment), 303);
  });

  app.handle('getGatewayCheckoutOrder3ds', (c) => {
    const payment = order(c);
    if (!payment) return missing(c);
    if (!challenges().has(payment.id))
      return payment.status === 'created' ? c.redirect(`/gateway/checkout/${c.req.param().order}`, 303) : settled(c, payment);
    return html(c, 'Verificación 3-D Secure', () => challengeBody(payment, c.req.path), payment);
  });

  app.handle('postGatewayCheckoutOrder3ds', async (c) => {
    const payment = order(c);
    if (!payment) return missing(c);
    if (!challenges().has(payment.id)) return settled(c, payment);
    const form = await c.req.parseBody();
    challenges().delete(payment.id);
    if (form.action === 'approve') approvePayment(deps.store, payment, now());
    else rejectPayment(deps.store, payment, 'authentication_failed', now());
    return c.redirect(returnAddress(payment), 303);
  });

  return app;
}
