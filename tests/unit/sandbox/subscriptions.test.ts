// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';
import { settleCharge } from '../../../demo-host/sandbox/domains/payments/charges.ts';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const adult = (n: number) => ({
  titular_id: 'cus-1001',
  first_name: `Persona ${n}`,
  first_lastname: 'Martín',
  document_type: 'PASAPORTE',
  document_number: `PAB12345${n}`,
  birth_date: '1990-01-01',
  gender: 'F',
  relationship: 'OTRO',
});

describe('subscriptions', () => {
  it('shows the holder’s plan, price with services, renewal and beneficiary count', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    const reply = await call('GET', '/subscriptions/cus-1001', { token: await login('titular@demo.es') });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      plan: { code: 'FAMILIAR', max_beneficiaries: 4 },
      plan_price_cents: 3990,
      price_cents: 3990 + 990,
      renewal_date: '2026-12-14',
      payment_status: 'Active',
      beneficiaries: { limit: 4, used: 2 },
      services: [{ code: 'DENTAL' }],
      managed_by_company: false,
      pending_changes: [],
    });
    expect(reply.json.upgrade_options.map((p: { code: string }) => p.code)).toEqual(['FAMILIAR_PLUS']);
  });

  it('is for the holder only', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    const reply = await call('GET', '/subscriptions/cus-1002', { token: await login('beneficiario@demo.es') });
    expect(reply.status).toBe(403);
  });

  it('quotes an upgrade prorated to the renewal, then changes the plan once its charge is paid', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    const token = await login('titular@demo.es');
    const quote = await call('POST', '/subscriptions/cus-1001/quotes', { token, body: { concept: 'upgrade', plan_code: 'FAMILIAR_PLUS' } });
    expect(quote.json).toMatchObject({
      amount_due_cents: Math.round((1500 * 21) / 30),
      days_left: 21,
      period_days: 30,
      new_price_cents: 5490 + 990,
    });
    expect(quote.json.changes).toContain('Hasta 6 beneficiarios (ahora 4)');
    const down = await call('POST', '/subscriptions/cus-1001/quotes', { token, body: { concept: 'upgrade', plan_code: 'INDIVIDUAL' } });
    expect(down.status).toBe(422);
  });

  it('refuses an upgrade to a company plan holder and to one in arrears', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    const corp = await call('POST', '/subscriptions/cus-1006/quotes', {
      token: await login('corporativo@demo.es'),
      body: { concept: 'upgrade', plan_code: 'FAMILIAR_PLUS' },
    });
    expect(corp.status).toBe(409);
    expect(corp.json.message).toMatch(/tu empresa/);
    const mora = await call('POST', '/subscriptions/cus-1007/quotes', {
      token: await login('mora@demo.es'),
      body: { concept: 'upgrade', plan_code: 'FAMILIAR_PLUS' },
    });
    expect(mora.status).toBe(409);
  });

  it('refuses a beneficiary over the plan’s limit, with the reason, and counts disabled ones out', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    const token = await login('titular@demo.es');
    expect((await call('POST', '/beneficiaries', { token, body: adult(1) })).status).toBe(201);
    expect((await call('POST', '/beneficiaries', { token, body: adult(2) })).status).toBe(201);
    const over = await call('POST', '/beneficiaries', { token, body: adult(3) });
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({
      error: 'plan_limit',
      message: 'Tu Plan Familiar admite hasta 4 beneficiarios y ya los tienes. Desactiva a alguno o mejora tu plan para añadir más.',
    });
    expect((await call('PATCH', '/beneficiaries/ben-2001/disable', { token })).json.status).toBe('disabled');
    expect((await call('POST', '/beneficiaries', { token, body: adult(3) })).status).toBe(201);
    const enable = await call('PATCH', '/beneficiaries/ben-2001/enable', { token });
    expect(enable.status).toBe(409);
  });
});

describe('subscription changes and their charges', () => {
  it('opens an upgrade charge that changes the plan of the holder and beneficiaries when settled', async () => {
    const s = sandbox({ now: () => NOW });
    const token = await s.login('titular@demo.es');
    const opened = await s.call('POST', '/subscriptions/cus-1001/changes', {
      token,
      body: { concept: 'upgrade', plan_code: 'FAMILIAR_PLUS' },
    });
    expect(opened.status).toBe(201);
    const view = await s.call('GET', '/subscriptions/cus-1001', { token });
    expect(view.json.pending_changes).toEqual([
      { charge_id: opened.json.charge_id, concept: 'upgrade', description: 'Cambio a Plan Familiar Plus', amount_cents: 1050 },
    ]);
    const store = s.store;
    settleCharge(
      store,
      store.charges.find((c) => c.id === opened.json.charge_id)!,
    );
    const after = await s.call('GET', '/subscriptions/cus-1001', { token });
    expect(after.json).toMatchObject({ plan: { code: 'FAMILIAR_PLUS' }, pending_changes: [], beneficiaries: { limit: 6 } });
    const card = await s.call('GET', '/cards/cus-1002', { token: await s.login('beneficiario@demo.es') });
    expect(card.json.plan.code).toBe('FAMILIAR_PLUS');
  });

  it('adds the services of a paid extension', async () => {
    const s = sandbox({ now: () => NOW });
    const token = await s.login('corporativo@demo.es');
    const opened = await s.call('POST', '/subscriptions/cus-1006/changes', {
      token,
      body: { concept: 'extension', service_codes: ['PSICOLOGIA', 'VIAJE'] },
    });
    expect(opened.json.quote).toMatchObject({ amount_due_cents: Math.round(((690 + 390) * 10) / 30), new_price_cents: 1850 + 690 + 390 });
    const store = s.store;
    settleCharge(
      store,
      store.charges.find((c) => c.id === opened.json.charge_id)!,
    );
    const after = await s.call('GET', '/subscriptions/cus-1006', { token });
    expect(after.json.services.map((x: { code: string }) => x.code)).toEqual(['PSICOLOGIA', 'VIAJE']);
    const again = await s.call('POST', '/subscriptions/cus-1006/quotes', {
      token,
      body: { concept: 'extension', service_codes: ['VIAJE'] },
    });
    expect(again.status).toBe(422);
  });
});

describe('charge settling test control', () => {
  it('settles an open upgrade charge over HTTP and refuses to settle it twice', async () => {
    const s = sandbox({ now: () => NOW });
    const token = await s.login('titular@demo.es');
    const opened = await s.call('POST', '/subscriptions/cus-1001/changes', {
      token,
      body: { concept: 'upgrade', plan_code: 'FAMILIAR_PLUS' },
    });
    const settled = await s.call('POST', `/__sandbox/charges/${opened.json.charge_id}/settle`);
    expect(settled.json).toMatchObject({ status: 'paid', concept: 'upgrade' });
    expect((await s.call('GET', '/subscriptions/cus-1001', { token })).json.plan.code).toBe('FAMILIAR_PLUS');
    expect((await s.call('POST', `/__sandbox/charges/${opened.json.charge_id}/settle`)).status).toBe(409);
    expect((await s.call('POST', '/__sandbox/charges/chg-0/settle')).status).toBe(404);
  });
});
