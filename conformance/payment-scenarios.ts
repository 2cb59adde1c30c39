// Scenarios of money: a change of plan (its charge), a card payment through the gateway's 3-D Secure step, a
// payment at a headquarters' desk, a payment agreement, and (sandbox only) a card payment the bank answers late.
// Each payment call takes an Idempotency-Key: the same key twice must give the same payment. Against the sandbox
// the gateway's pages and the test controls finish what a bank or a desk would; elsewhere the payments stay
// started (created, awaiting_confirmation) and their charges open.
import { futureExpiry } from './fresh.ts';
import type { Account } from './kit-types.ts';
import type { Reply } from './client.ts';
import type { Scenario } from './steps.ts';

interface Charge {
  id: string;
  status: string;
}
interface Payment {
  id?: string;
  status?: string;
  site?: { code?: string } | null;
  checkout_url?: string | null;
}

const GATEWAY = 'solo en el sandbox: su pasarela de tarjeta';
const CONTROL = 'solo en el sandbox: un control de prueba';

const statusIs = (status: string) => (r: Reply) =>
  (r.json as Payment).status === status ? [] : [`el pago no queda en status ${status} (${String((r.json as Payment).status)})`];

/** The payer's open charges, as the portal lists them to pay. */
async function openCharges(sc: Scenario, payer: string | Account, label?: string, sandboxOnly?: string): Promise<void> {
  await sc.step('GET /customers/{id}/charges', { gives: ['charges'], sandboxOnly }, async () => {
    if (typeof payer !== 'string') sc.need('confirmed');
    const me = await sc.session(payer);
    const reply = await sc.check({ op: 'GET /customers/{id}/charges', label, as: me, path: { id: me.me }, status: 200 });
    const open = (reply.json as Charge[]).filter((charge) => charge.status === 'open').map((charge) => charge.id);
    if (open.length) sc.set('charges', open);
    else sc.lack('charges', 'la cuenta Titular de prueba no tiene cargos abiertos que pagar');
  });
}

async function startCardPayment(sc: Scenario, payer: string | Account, label?: string, sandboxOnly?: string): Promise<void> {
  const portal = sc.client.options.portal ?? 'http://localhost:4173';
  await sc.step('POST /payments', { gives: ['payment'], sandboxOnly }, async () => {
    const me = await sc.session(payer);
    const reply = await sc.check({
      op: 'POST /payments',
      label,
      as: me,
      body: { customer_id: me.me, charge_ids: sc.need('charges'), method: 'card', return_url: `${portal}/home/paymentApproval` },
      status: 201,
      expect: (r) => [
        ...statusIs('created')(r),
        ...(typeof (r.json as { checkout_url?: unknown }).checkout_url === 'string' ? [] : ['sin checkout_url']),
      ],
    });
    const payment = reply.json as Payment;
    sc.set('payment', payment.id);
    // The gateway's order is the last part of checkout_url: the page is public, so only that link opens it.
    sc.set('order', payment.checkout_url ? new URL(payment.checkout_url).pathname.split('/').at(-1) : undefined);
  });
}

/** The gateway's card form, sent with a test card (docs/payments.md); sandbox only. */
async function payAtGateway(sc: Scenario, number: string, then: (location: string) => string[]): Promise<void> {
  await sc.step('POST /gateway/checkout/{order}', { label: `tarjeta ${number.slice(-4)}`, sandboxOnly: GATEWAY }, async () => {
    await sc.check({
      op: 'POST /gateway/checkout/{order}',
      as: null,
      path: { order: sc.need('order') },
      form: { action: 'pay', number, expiry: futureExpiry(), cvc: '123', holder: 'Prueba Contrato' },
      manualRedirect: true,
      status: 303,
      expect: (r) => then(r.headers.get('location') ?? ''),
    });
  });
}

export async function subscriptionChange(sc: Scenario): Promise<void> {
  const demo = 'titular@demo.es';
  await sc.step('GET /subscriptions/{customerId}', { gives: ['change'] }, async () => {
    const me = await sc.session(demo);
    const reply = await sc.check({ op: 'GET /subscriptions/{customerId}', as: me, path: { customerId: me.me }, status: 200 });
    const view = reply.json as { upgrade_options: { code: string }[]; available_services: { code: string }[] };
    const upgrade = view.upgrade_options[0]?.code;
    const service = view.available_services[0]?.code;
    if (upgrade) sc.set('change', { concept: 'upgrade', plan_code: upgrade });
    else if (service) sc.set('change', { concept: 'extension', service_codes: [service] });
    else sc.lack('change', 'el plan de la cuenta Titular de prueba no admite mejora ni servicios que añadir');
  });
  await sc.step('POST /subscriptions/{customerId}/changes', { gives: ['charge'] }, async () => {
    const me = await sc.session(demo);
    const reply = await sc.check({
      op: 'POST /subscriptions/{customerId}/changes',
      as: me,
      path: { customerId: me.me },
      body: sc.need('change'),
      status: 201,
    });
    sc.set('charge', (reply.json as { charge_id?: string }).charge_id);
  });
  // Against the sandbox the change's charge is settled as a payment would: the plan changes.
  await sc.step('POST /__sandbox/charges/{id}/settle', { sandboxOnly: CONTROL }, async () => {
    await sc.check({
      op: 'POST /__sandbox/charges/{id}/settle',
      as: null,
      path: { id: sc.need('charge') },
      status: 200,
      expect: (r) => ((r.json as Charge).status === 'paid' ? [] : ['el cargo no queda pagado']),
    });
  });
}

export async function cardPayment(sc: Scenario): Promise<void> {
  const demo = 'pendiente@demo.es';
  await openCharges(sc, demo);
  await startCardPayment(sc, demo);
  await sc.step('GET /payments/{id}', { label: 'el pago nuevo' }, async () => {
    await sc.check({
      op: 'GET /payments/{id}',
      as: await sc.session(demo),
      path: { id: sc.need('payment') },
      status: 200,
    });
  });
  // Against the sandbox: the payment's id (and the next one) open no order; the gateway's form, its 3-D Secure
  // step, and the payment approved.
  await sc.step('GET /gateway/checkout/{order}', { label: 'capacidad: id del pago', sandboxOnly: GATEWAY }, async () => {
    const id = sc.need<string>('payment');
    const next = id.replace(/\d+$/, (n) => String(Number(n) + 1).padStart(n.length, '0'));
    for (const [label, order] of [
      ['capacidad: id del pago', id],
      ['capacidad: id siguiente', next],
    ] as const)
      await sc.check({ op: 'GET /gateway/checkout/{order}', label, as: null, path: { order }, status: 404 });
  });
  await sc.step('GET /gateway/checkout/{order}', { sandboxOnly: GATEWAY }, async () => {
    await sc.check({ op: 'GET /gateway/checkout/{order}', as: null, path: { order: sc.need('order') }, status: 200 });
  });
  await payAtGateway(sc, '4000000000003220', (location) =>
    location.endsWith('/3ds') ? [] : [`la pasarela no lleva a 3-D Secure (${location})`],
  );
  await sc.step('GET /gateway/checkout/{order}/3ds', { sandboxOnly: GATEWAY }, async () => {
    await sc.check({ op: 'GET /gateway/checkout/{order}/3ds', as: null, path: { order: sc.need('order') }, status: 200 });
  });
  await sc.step('POST /gateway/checkout/{order}/3ds', { sandboxOnly: GATEWAY }, async () => {
    await sc.check({
      op: 'POST /gateway/checkout/{order}/3ds',
      as: null,
      path: { order: sc.need('order') },
      form: { action: 'approve' },
      manualRedirect: true,
      status: 303,
      expect: (r) =>
        (r.headers.get('location') ?? '').includes('bold-tx-status=approved') ? [] : ['no vuelve al portal con bold-tx-status=approved'],
    });
  });
  await sc.step('GET /payments/{id}', { label: 'tras la pasarela', sandboxOnly: GATEWAY }, async () => {
    await sc.check({
      op: 'GET /payments/{id}',
      as: await sc.session(demo),
      path: { id: sc.need('payment') },
      status: 200,
      expect: statusIs('approved'),
    });
  });
}

export async function sitePayment(sc: Scenario): Promise<void> {
  const demo = 'nuevo@demo.es';
  await sc.step('GET /headquarters', { gives: ['desk'] }, async () => {
    const reply = await sc.check({ op: 'GET /headquarters', label: 'con caja', as: await sc.session(demo), status: 200 });
    const desk = (reply.json as { id: string; payment_desk: boolean }[]).find((hq) => hq.payment_desk);
    if (desk) sc.set('desk', desk.id);
    else sc.lack('desk', 'ninguna sede tiene caja (payment_desk)');
  });
  await openCharges(sc, demo);
  await sc.step('POST /payments', { label: 'en sede', gives: ['reference'] }, async () => {
    const me = await sc.session(demo);
    const reply = await sc.check({
      op: 'POST /payments',
      as: me,
      body: { customer_id: me.me, charge_ids: sc.need('charges'), method: 'site', headquarters_id: sc.need('desk') },
      status: 201,
      expect: statusIs('awaiting_confirmation'),
    });
    sc.set('reference', (reply.json as Payment).site?.code);
  });
  // Against the sandbox: the desk took the money and the provider validated it.
  await sc.step('POST /__sandbox/site-payments/{reference}/confirm', { sandboxOnly: CONTROL }, async () => {
    await sc.check({
      op: 'POST /__sandbox/site-payments/{reference}/confirm',
      as: null,
      path: { reference: sc.need('reference') },
      status: 200,
      expect: statusIs('approved'),
    });
  });
}

export async function paymentAgreement(sc: Scenario): Promise<void> {
  const demo = 'mora@demo.es';
  await sc.step('GET /customers/{id}/payment-agreements/options', { label: 'antes del acuerdo', gives: ['instalments'] }, async () => {
    const me = await sc.session(demo);
    // 409: no overdue fees to spread; a documented answer, but then there is no agreement to make.
    const reply = await sc.check({
      op: 'GET /customers/{id}/payment-agreements/options',
      as: me,
      path: { id: me.me },
      status: 200,
      also: [409],
    });
    if (reply.status === 409)
      sc.lack(
        'instalments',
        'la cuenta Titular de prueba no tiene cuotas vencidas (409 en …/payment-agreements/options): hace falta una en mora',
      );
    else sc.set('instalments', (reply.json as { options: { instalments: number }[] }).options[0]?.instalments);
  });
  await sc.step('POST /payment-agreements', { gives: ['agreement'] }, async () => {
    const me = await sc.session(demo);
    const reply = await sc.check({
      op: 'POST /payment-agreements',
      as: me,
      body: { customer_id: me.me, instalments: sc.need('instalments') },
      status: 201,
    });
    sc.set('agreement', (reply.json as { id?: string }).id);
  });
  await sc.step('GET /payment-agreements/{id}', {}, async () => {
    await sc.check({ op: 'GET /payment-agreements/{id}', as: await sc.session(demo), path: { id: sc.need('agreement') }, status: 200 });
  });
}

/** Sandbox only: a new holder's first fee by card, the bank's answer pending, then given by the test control. */
export async function latePayment(sc: Scenario, holder: Account): Promise<void> {
  const late = 'solo en el sandbox: el titular nuevo inicia sesión tras confirmar su correo';
  await openCharges(sc, holder, 'del titular nuevo', late);
  await startCardPayment(sc, holder, 'primer pago del titular nuevo', late);
  await payAtGateway(sc, '4000000000000077', (location) =>
    location.includes('bold-tx-status=pending') ? [] : ['no vuelve al portal con bold-tx-status=pending'],
  );
  await sc.step('POST /__sandbox/payments/{id}/complete', { sandboxOnly: CONTROL }, async () => {
    await sc.check({
      op: 'POST /__sandbox/payments/{id}/complete',
      as: null,
      path: { id: sc.need('payment') },
      body: { outcome: 'approved' },
      status: 200,
      expect: statusIs('approved'),
    });
  });
}
