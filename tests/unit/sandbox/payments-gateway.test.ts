// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORIGIN, sandbox } from './sandbox-client.ts';

const RETURN = 'http://127.0.0.1:4173/home/paymentApproval';
const CARD = { expiry: '12/30', cvc: '123', holder: 'Rocío Herrera' };

async function setup(user = 'mora@demo.es', customer = 'cus-1007') {
  const box = sandbox();
  const token = await box.login(user);
  const charges = (await box.call('GET', `/customers/${customer}/charges`, { token })).json.map((c: { id: string }) => c.id);
  let n = 0;
  const start = async (body: Record<string, unknown> = {}) =>
    box.call('POST', '/payments', {
      token,
      headers: { 'idempotency-key': `intento-prueba-${(n += 1)}` },
      body: { customer_id: customer, charge_ids: charges, method: 'card', return_url: RETURN, ...body },
    });
  /** Posts the gateway's form as a browser would; redirects are not followed. */
  const submit = async (path: string, fields: Record<string, string>) => {
    const res = await box.app.fetch(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    return { status: res.status, location: res.headers.get('location'), text: await res.text(), headers: res.headers };
  };
  const payment = async (id: string) => (await box.call('GET', `/payments/${id}`, { token })).json;
  /** The gateway's address of a payment's order, from its checkout_url (a random token, not the payment's id). */
  const checkout = async (id: string) => new URL((await payment(id)).checkout_url).pathname;
  const customerStatus = async () => (await box.call('GET', `/customer/${customer}?role=Titular`, { token })).json.account.payment_status;
  return { ...box, token, charges, start, submit, payment, checkout, customerStatus };
}

describe('card payments through the hosted gateway', () => {
  it('creates an order with a checkout page on the sandbox origin that refuses frames', async () => {
    const s = await setup();
    const created = await s.start();
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: 'created',
      amount_cents: 11970,
      method: 'card',
      description: 'Cuota vencida del Plan Familiar (3 cuotas)',
    });
    expect(created.json.checkout_url).toMatch(new RegExp(`^${ORIGIN}/gateway/checkout/[\\w-]{43}$`));
    const page = await s.app.fetch(new Request(created.json.checkout_url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:4173");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Pagar 119,70');
    expect(html).toContain('autocomplete="cc-number"');
  });

  it('approves 4242, settles the arrears and returns with bold-order-id and bold-tx-status', async () => {
    const s = await setup();
    const { id } = (await s.start()).json;
    const res = await s.submit(`${await s.checkout(id)}`, { action: 'pay', number: '4242 4242 4242 4242', ...CARD });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${RETURN}?bold-order-id=${id}&bold-tx-status=approved`);
    expect(await s.payment(id)).toMatchObject({ status: 'approved', card: { brand: 'Visa', last4: '4242' }, paid_at: expect.any(String) });
    expect(await s.customerStatus()).toBe('Active');
    expect((await s.call('GET', '/customers/cus-1007/charges', { token: s.token })).json).toEqual([]);
    // A second submit of the same form charges nothing more: back to the portal with the same answer.
    const again = await s.submit(`${await s.checkout(id)}`, { action: 'pay', number: '4242424242424242', ...CARD });
    expect(again.location).toBe(res.location);
    expect((await s.start()).json.message).toBe('Este cargo ya está pagado.');
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Tu banco ha rechazado la tarjeta.'],
    ['4000000000009995', 'insufficient_funds', 'La tarjeta no tiene saldo suficiente.'],
  ])('rejects %s with its reason and leaves the debt open', async (number, code, reason) => {
    const s = await setup();
    const { id } = (await s.start()).json;
    const res = await s.submit(`${await s.checkout(id)}`, { action: 'pay', number, ...CARD });
    expect(res.location).toContain('bold-tx-status=rejected');
    expect(await s.payment(id)).toMatchObject({ status: 'rejected', rejection_code: code, rejection_reason: reason });
    expect(await s.customerStatus()).toBe('En Mora');
    expect((await s.start()).status).toBe(201);
  });

  it('asks for 3-D Secure with 3220: approve pays, fail rejects', async () => {
    const s = await setup();
    const first = (await s.start()).json.id;
    const step = await s.submit(`${await s.checkout(first)}`, { action: 'pay', number: '4000000000003220', ...CARD });
    expect(step.location).toBe(`${await s.checkout(first)}/3ds`);
    const challenge = await s.app.fetch(new Request(`${ORIGIN}${await s.checkout(first)}/3ds`));
    expect(await challenge.text()).toContain('Verificación de tu banco (3-D Secure)');
    const failed = await s.submit(`${await s.checkout(first)}/3ds`, { action: 'fail' });
    expect(failed.location).toContain('bold-tx-status=rejected');
    expect((await s.payment(first)).rejection_code).toBe('authentication_failed');

    const second = (await s.start()).json.id;
    await s.submit(`${await s.checkout(second)}`, { action: 'pay', number: '4000000000003220', ...CARD });
    const approved = await s.submit(`${await s.checkout(second)}/3ds`, { action: 'approve' });
    expect(approved.location).toContain('bold-tx-status=approved');
    expect(await s.customerStatus()).toBe('Active');
  });

  it('leaves 0077 pending, refuses a second payment of the same charges, and the test control settles it', async () => {
    const s = await setup();
    const { id } = (await s.start()).json;
    expect((await s.submit(`${await s.checkout(id)}`, { action: 'pay', number: '4000000000000077', ...CARD })).location).toContain(
      'bold-tx-status=pending',
    );
    expect((await s.start()).json.message).toBe('Ya hay un pago en curso para este cargo: espera a que se confirme.');
    const done = await s.call('POST', `/__sandbox/payments/${id}/complete`, { body: { outcome: 'approved' } });
    expect(done.json.status).toBe('approved');
    expect(await s.customerStatus()).toBe('Active');
  });

  it('checks the card like a real form and keeps what was typed except the CVC', async () => {
    const s = await setup();
    const { id } = (await s.start()).json;
    const res = await s.submit(`${await s.checkout(id)}`, {
      action: 'pay',
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
      holder: 'R',
    });
    expect(res.status).toBe(422);
    expect(res.text).toContain('El número de tarjeta no es válido: revisa las cifras.');
    expect(res.text).toContain('La tarjeta está caducada.');
    expect(res.text).toContain('El CVC son los 3 dígitos del dorso de la tarjeta.');
    expect(res.text).toContain('Escribe el nombre que aparece en la tarjeta.');
    expect(res.text).toContain('value="4242 4242 4242 4241"');
    expect(res.text).toContain('aria-describedby="number-error"');
    const other = await s.submit(`${await s.checkout(id)}`, { action: 'pay', number: '4111111111111111', ...CARD });
    expect(other.text).toContain('solo se admiten las tarjetas de prueba');
    expect((await s.payment(id)).status).toBe('created');
  });

  it('cancelling returns as rejected; a newer attempt makes the older checkout unavailable', async () => {
    const s = await setup();
    const old = (await s.start()).json.id;
    const fresh = (await s.start()).json.id;
    const page = await s.app.fetch(new Request(`${ORIGIN}${await s.checkout(old)}`));
    expect(page.status).toBe(410);
    expect((await s.payment(old)).status).toBe('cancelled');
    const cancel = await s.submit(`${await s.checkout(fresh)}`, { action: 'cancel' });
    expect(cancel.location).toContain('bold-tx-status=rejected');
    expect((await s.payment(fresh)).rejection_reason).toBe('Cancelaste el pago en la pasarela.');
    expect((await s.app.fetch(new Request(`${ORIGIN}/gateway/checkout/pay-0000`))).status).toBe(404);
  });

  it('opens an order only by its link: the payment’s id and the next one open nothing, so no one else can cancel it', async () => {
    const s = await setup();
    const { id } = (await s.start()).json;
    const next = id.replace(/\d+$/, (n: string) => String(Number(n) + 1));
    for (const guess of [id, next]) {
      expect((await s.app.fetch(new Request(`${ORIGIN}/gateway/checkout/${guess}`))).status).toBe(404);
      // issue 28's reproduction: a stranger cancels the order by its id.
      expect((await s.submit(`/gateway/checkout/${guess}`, { action: 'cancel' })).status).toBe(404);
    }
    expect((await s.payment(id)).status).toBe('created');
  });

  it('only returns to the portal’s or its hosts’ origins', async () => {
    const s = await setup();
    for (const url of ['https://evil.example/robar', 'javascript:alert(1)', '/home/paymentApproval']) {
      const reply = await s.start({ return_url: url });
      expect(reply.status, url).toBe(422);
      expect(reply.json.fields.return_url).toBe('La dirección de vuelta no es una página permitida del portal.');
    }
    expect((await s.start({ return_url: 'http://localhost:4174/?portal=%2Fhome%2FpaymentApproval' })).status).toBe(201);
  });

  it('creates one order for a repeated request, and refuses another body with the same key', async () => {
    const s = await setup();
    const body = { customer_id: 'cus-1007', charge_ids: s.charges, method: 'card', return_url: RETURN };
    const headers = { 'idempotency-key': 'doble-clic-0001' };
    const first = await s.call('POST', '/payments', { token: s.token, headers, body });
    const second = await s.call('POST', '/payments', { token: s.token, headers, body });
    expect(second.json.id).toBe(first.json.id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const other = await s.call('POST', '/payments', { token: s.token, headers, body: { ...body, charge_ids: s.charges.slice(0, 1) } });
    expect(other.status).toBe(422);
    const mine = (await s.call('GET', '/customers/cus-1007/payments', { token: s.token })).json;
    expect(mine.filter((p: { status: string }) => p.status === 'created')).toHaveLength(1);
  });

  it("lets only the customer, an Asesor or their own advisor's Vendedor start or read a payment", async () => {
    const s = await setup();
    const { id } = (await s.start()).json;
    const other = await s.login('titular@demo.es');
    expect((await s.call('GET', `/payments/${id}`, { token: other })).status).toBe(403);
    expect((await s.call('GET', `/payments/${id}`, { token: await s.login('asesor@demo.es') })).status).toBe(200);
    // mora@ (cus-1007) was not sold by vendedor@'s advisor: reading or starting their payments is another's data.
    const vendedor = await s.login('vendedor@demo.es');
    expect((await s.call('GET', `/payments/${id}`, { token: vendedor })).status).toBe(403);
    const bySeller = await s.call('POST', '/payments', {
      token: vendedor,
      headers: { 'idempotency-key': 'vendedor-ajeno-01' },
      body: { customer_id: 'cus-1007', charge_ids: s.charges, method: 'card', return_url: RETURN },
    });
    expect(bySeller.status).toBe(403);
    const stolen = await s.call('POST', '/payments', {
      token: other,
      headers: { 'idempotency-key': 'ajeno-00000001' },
      body: { customer_id: 'cus-1007', charge_ids: s.charges, method: 'card', return_url: RETURN },
    });
    expect(stolen.status).toBe(403);
  });
});
