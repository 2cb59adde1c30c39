// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const RETURN = 'http://127.0.0.1:4173/home/paymentApproval';

describe('pay at a headquarters', () => {
  it('issues a reference the counter can read; the account waits in validation until the test control confirms it', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    const token = await login('pendiente@demo.es');
    const [charge] = (await call('GET', '/customers/cus-1008/charges', { token })).json;
    const reply = await call('POST', '/payments', {
      token,
      headers: { 'idempotency-key': 'sede-valencia-0001' },
      body: { customer_id: 'cus-1008', charge_ids: [charge.id], method: 'site', headquarters_id: 'hq-madrid' },
    });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({ method: 'site', status: 'awaiting_confirmation', amount_cents: 2490, checkout_url: null });
    expect(reply.json.site).toMatchObject({ headquarters_name: 'Centro Médico Madrid Salamanca', expires_at: '2026-11-26T10:00:00.000Z' });
    expect(reply.json.site.code).toMatch(/^PAG-[A-HJ-NP-Z2-9]{6}$/);
    expect(reply.json.site.number).toMatch(/^\d{20}$/);
    const status = async () => (await call('GET', '/customer/cus-1008?role=Titular', { token })).json.account.payment_status;
    expect(await status()).toBe('payment_confirmation_sent');

    const confirmed = await call('POST', `/__sandbox/site-payments/${reply.json.site.code}/confirm`);
    expect(confirmed.json.status).toBe('approved');
    expect(await status()).toBe('Active');
    expect((await call('POST', `/__sandbox/site-payments/${reply.json.site.number}/confirm`)).status).toBe(409);
    expect((await call('POST', '/__sandbox/site-payments/PAG-NOEXIS/confirm')).status).toBe(404);
  });

  it('refuses a headquarters without a payment desk or unknown, in Spanish', async () => {
    const { call, login } = sandbox();
    const token = await login('pendiente@demo.es');
    const [charge] = (await call('GET', '/customers/cus-1008/charges', { token })).json;
    const hq = (await call('GET', '/headquarters', { token })).json.find((h: { payment_desk: boolean }) => !h.payment_desk);
    const body = { customer_id: 'cus-1008', charge_ids: [charge.id], method: 'site' };
    const noDesk = await call('POST', '/payments', {
      token,
      headers: { 'idempotency-key': 'sede-sin-caja-1' },
      body: { ...body, headquarters_id: hq.id },
    });
    expect(noDesk.json.fields.headquarters_id).toBe('En esa sede no hay caja para pagar cuotas: elige otra.');
    const unknown = await call('POST', '/payments', {
      token,
      headers: { 'idempotency-key': 'sede-inexist-1' },
      body: { ...body, headquarters_id: 'hq-x' },
    });
    expect(unknown.json.fields.headquarters_id).toBe('Esa sede no existe.');
  });

  it('validacion@ has a reference awaiting validation in its payments', async () => {
    const { call, login } = sandbox();
    const token = await login('validacion@demo.es');
    const [payment] = (await call('GET', '/customers/cus-1009/payments', { token })).json;
    expect(payment).toMatchObject({ method: 'site', status: 'awaiting_confirmation', site: { headquarters_id: 'hq-madrid' } });
  });
});

describe('Mis Pagos', () => {
  it('lists a member’s payments newest first; a new member has none', async () => {
    const { call, login } = sandbox();
    const titular = (await call('GET', '/customers/cus-1001/payments', { token: await login('titular@demo.es') })).json;
    expect(titular.map((p: { paid_at: string }) => p.paid_at.slice(0, 10))).toEqual([
      '2026-11-14',
      '2026-10-14',
      '2026-09-14',
      '2026-08-14',
    ]);
    expect(titular[0]).toMatchObject({ method: 'card', status: 'approved', amount_cents: 3990, card: { last4: '4821' } });
    expect((await call('GET', '/customers/cus-1008/payments', { token: await login('pendiente@demo.es') })).json).toEqual([]);
    expect((await call('GET', '/customers/cus-1008/payments', { token: await login('titular@demo.es') })).status).toBe(403);
  });
});

describe('payment agreements', () => {
  it('offers 2 to 6 instalments whose amounts add up to the debt', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    const token = await login('mora@demo.es');
    const reply = await call('GET', '/customers/cus-1007/payment-agreements/options', { token });
    expect(reply.json.debt_cents).toBe(11970);
    expect(reply.json.options.map((o: { instalments: number }) => o.instalments)).toEqual([2, 3, 4, 5, 6]);
    for (const option of reply.json.options) {
      expect(option.schedule.reduce((t: number, i: { amount_cents: number }) => t + i.amount_cents, 0)).toBe(11970);
    }
    expect(reply.json.options[1].schedule).toEqual([
      { number: 1, due_date: '2026-11-23', amount_cents: 3990 },
      { number: 2, due_date: '2026-12-23', amount_cents: 3990 },
      { number: 3, due_date: '2027-01-23', amount_cents: 3990 },
    ]);
    expect(reply.json.options[3].schedule.map((i: { amount_cents: number }) => i.amount_cents)).toEqual([2394, 2394, 2394, 2394, 2394]);
  });

  it('replaces the arrears by instalments; paying the first by card brings the account out of En Mora', async () => {
    const { call, login, app } = sandbox({ now: () => NOW });
    const token = await login('mora@demo.es');
    const headers = { 'idempotency-key': 'acuerdo-3-plazos-01' };
    const created = await call('POST', '/payment-agreements', { token, headers, body: { customer_id: 'cus-1007', instalments: 3 } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'pending_first_payment', debt_cents: 11970 });
    expect((await call('POST', '/payment-agreements', { token, headers, body: { customer_id: 'cus-1007', instalments: 3 } })).json.id).toBe(
      created.json.id,
    );
    const again = await call('POST', '/payment-agreements', {
      token,
      headers: { 'idempotency-key': 'acuerdo-otra-vez' },
      body: { customer_id: 'cus-1007', instalments: 2 },
    });
    expect(again.json.message).toBe('Ya tienes un acuerdo de pago en marcha.');

    const open = (await call('GET', '/customers/cus-1007/charges', { token })).json;
    expect(open.map((c: { concept: string; description: string }) => c.description)).toEqual([
      'Plazo 1 de 3 del acuerdo de pago (Plan Familiar)',
      'Plazo 2 de 3 del acuerdo de pago (Plan Familiar)',
      'Plazo 3 de 3 del acuerdo de pago (Plan Familiar)',
    ]);
    const first = created.json.instalments[0].charge_id;
    const pay = await call('POST', '/payments', {
      token,
      headers: { 'idempotency-key': 'plazo-1-tarjeta-1' },
      body: { customer_id: 'cus-1007', charge_ids: [first], method: 'card', return_url: RETURN },
    });
    expect(pay.json.agreement_id).toBe(created.json.id);
    await app.fetch(
      new Request(pay.json.checkout_url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'pay', number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'Rocío Herrera' }),
      }),
    );
    expect((await call('GET', '/customer/cus-1007?role=Titular', { token })).json.account.payment_status).toBe('Active');
    const agreement = (await call('GET', `/payment-agreements/${created.json.id}`, { token })).json;
    expect(agreement.status).toBe('active');
    expect(agreement.instalments.map((i: { status: string }) => i.status)).toEqual(['paid', 'open', 'open']);
  });

  it('refuses members without arrears and counts outside 2 to 6', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    expect((await call('GET', '/customers/cus-1001/payment-agreements/options', { token })).json.message).toBe(
      'No tienes cuotas vencidas que aplazar.',
    );
    const mora = await login('mora@demo.es');
    const bad = await call('POST', '/payment-agreements', {
      token: mora,
      headers: { 'idempotency-key': 'acuerdo-7-plazos' },
      body: { customer_id: 'cus-1007', instalments: 7 },
    });
    expect(bad.json.fields.instalments).toBe('Elige entre 2 y 6 plazos.');
  });
});

describe('faults that lose the answer', () => {
  it('drop after: the payment is made, the answer is lost, and the retry with the same key replays it', async () => {
    const { call, login } = sandbox();
    const token = await login('pendiente@demo.es');
    const [charge] = (await call('GET', '/customers/cus-1008/charges', { token })).json;
    await call('POST', '/__sandbox/faults', { body: { method: 'POST', path: '/payments', drop: true, after: true } });
    const body = { customer_id: 'cus-1008', charge_ids: [charge.id], method: 'card', return_url: RETURN };
    const headers = { 'idempotency-key': 'conexion-cortada-1' };
    await expect(call('POST', '/payments', { token, headers, body })).rejects.toThrow();
    const retry = await call('POST', '/payments', { token, headers, body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await call('GET', '/customers/cus-1008/payments', { token })).json).toHaveLength(1);
    expect((await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/x', after: true } })).status).toBe(422);
  });
});
