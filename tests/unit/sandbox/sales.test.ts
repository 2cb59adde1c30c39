// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox, type AnyJson } from './sandbox-client.ts';

const list = async (token: string, query = '') => (await sandbox().call('GET', `/sales/customers${query}`, { token })).json;

describe('sales seed', () => {
  it('has about 500 customers across 8 advisors, the same on every reset', async () => {
    const s = sandbox();
    const token = await s.login('asesor@demo.es');
    const first = (await s.call('GET', '/sales/customers?page_size=100&sort=name', { token })).json;
    expect(first.total).toBeGreaterThanOrEqual(500);
    const advisors = (await s.call('GET', '/sales/advisors', { token })).json;
    expect(advisors).toHaveLength(8);
    s.reset();
    const again = (await s.call('GET', '/sales/customers?page_size=100&sort=name', { token })).json;
    expect(again.items.map((r: AnyJson) => r.customer_id)).toEqual(first.items.map((r: AnyJson) => r.customer_id));
  });
});

describe('GET /sales/customers', () => {
  it("gives a Vendedor only their own customers and an Asesor every advisor's", async () => {
    const s = sandbox();
    const seller = await list(await s.login('vendedor@demo.es'), '?page_size=100');
    expect(new Set(seller.items.map((r: AnyJson) => r.advisor.id))).toEqual(new Set(['ase-01']));
    const manager = await list(await s.login('asesor@demo.es'), '?page_size=100');
    expect(new Set(manager.items.map((r: AnyJson) => r.advisor.id)).size).toBe(8);
    expect(manager.total).toBeGreaterThan(seller.total * 5);
  });

  it('refuses holders, beneficiaries and a missing token', async () => {
    const s = sandbox();
    for (const user of ['titular@demo.es', 'beneficiario@demo.es', 'oportunidad@demo.es']) {
      const reply = await s.call('GET', '/sales/customers', { token: await s.login(user) });
      expect(reply.status, user).toBe(403);
      expect(reply.json.message).toMatch(/equipo comercial/);
    }
    expect((await s.call('GET', '/sales/customers')).status).toBe(401);
  });

  it('refuses a Vendedor who asks for another advisor', async () => {
    const s = sandbox();
    const reply = await s.call('GET', '/sales/customers?advisor=ase-02', { token: await s.login('vendedor@demo.es') });
    expect(reply.status).toBe(403);
  });

  it('pages without repeating or skipping a row', async () => {
    const s = sandbox();
    const token = await s.login('asesor@demo.es');
    const ids: string[] = [];
    let page = 1;
    let pages = 1;
    do {
      const reply = (await s.call('GET', `/sales/customers?page=${page}&page_size=50&sort=-amount`, { token })).json;
      ids.push(...reply.items.map((r: AnyJson) => r.customer_id));
      pages = reply.pages;
      page += 1;
    } while (page <= pages);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe((await list(token)).total);
  });

  it('filters by advisor, shown status, period and search', async () => {
    const s = sandbox();
    const token = await s.login('asesor@demo.es');
    const byAdvisor = await list(token, '?advisor=ase-03&page_size=100');
    expect(byAdvisor.items.every((r: AnyJson) => r.advisor.id === 'ase-03')).toBe(true);
    const mora = await list(token, '?status=En%20Mora&page_size=100');
    expect(mora.total).toBeGreaterThan(0);
    expect(mora.items.every((r: AnyJson) => r.stage === 'win' && r.payment_status === 'En Mora')).toBe(true);
    const negotiation = await list(token, '?status=negotiation&page_size=100');
    expect(negotiation.items.every((r: AnyJson) => r.shown_status === 'negotiation' && r.stage === 'negotiation')).toBe(true);
    const day = (await list(token)).items[0].sold_at.slice(0, 10);
    const period = await list(token, `?from=${day}&to=${day}&page_size=100`);
    expect(period.items.every((r: AnyJson) => r.sold_at.startsWith(day))).toBe(true);
    const search = await list(token, '?q=iglesias%20david');
    expect(search.items.map((r: AnyJson) => r.email)).toContain('oportunidad@demo.es');
  });

  it('sorts by name, amount and date', async () => {
    const s = sandbox();
    const token = await s.login('asesor@demo.es');
    const amounts = (await list(token, '?sort=-amount&page_size=100')).items.map((r: AnyJson) => r.amount_cents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const dates = (await list(token, '?sort=sold_at&page_size=100')).items.map((r: AnyJson) => r.sold_at);
    expect(dates).toEqual([...dates].sort());
  });

  it('answers 422 with Spanish messages for a bad query', async () => {
    const s = sandbox();
    const reply = await s.call('GET', '/sales/customers?page=0&page_size=500&from=2026-13-01&sort=edad', {
      token: await s.login('asesor@demo.es'),
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.json.fields).sort()).toEqual(['from', 'page', 'page_size', 'sort']);
  });
});

describe('GET /sales/summary', () => {
  it('counts the period by stage and by payment status, with totals in cents', async () => {
    const s = sandbox();
    const token = await s.login('vendedor@demo.es');
    const summary = (await s.call('GET', '/sales/summary', { token })).json;
    const all = await list(token, '?page_size=100');
    expect(summary.count).toBe(all.total);
    expect(Object.values(summary.by_stage as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(summary.count);
    expect(summary.by_stage.negotiation).toBeGreaterThan(0);
    expect(summary.total_cents).toBe(all.items.reduce((sum: number, r: AnyJson) => sum + r.amount_cents, 0));
    expect(summary.won_cents).toBeLessThanOrEqual(summary.total_cents);
    expect(summary.currency).toBe('EUR');
  });
});

describe('GET /sales/customers/{id}', () => {
  it('shows the customer, plan, beneficiaries, payments and next actions', async () => {
    const s = sandbox();
    const token = await s.login('vendedor@demo.es');
    const detail = (await s.call('GET', '/sales/customers/cus-1010', { token })).json;
    expect(detail).toMatchObject({
      customer_id: 'cus-1010',
      stage: 'negotiation',
      shown_status: 'negotiation',
      customer: { email: 'oportunidad@demo.es' },
    });
    const family = (await list(token, '?q=&page_size=100')).items.find(
      (r: AnyJson) => r.plan.code === 'FAMILIAR' && r.customer_id.startsWith('cus-5'),
    );
    const full = (await s.call('GET', `/sales/customers/${family.customer_id}`, { token })).json;
    expect(full.payments.length).toBeGreaterThan(0);
    expect(full.actions).toHaveProperty('register_payment');
  });

  it("refuses another advisor's customer to a Vendedor, 404 for an unknown one", async () => {
    const s = sandbox();
    const token = await s.login('vendedor@demo.es');
    const other = await s.call('GET', '/sales/customers/cus-1009', { token });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('Este cliente pertenece a otro asesor.');
    expect((await s.call('GET', '/sales/customers/cus-0000', { token })).status).toBe(404);
    expect((await s.call('GET', '/sales/customers/cus-1009', { token: await s.login('asesor@demo.es') })).status).toBe(200);
  });
});
