// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

type Row = { id: string; concept: string; amount_cents: number; period_start: string; status: string };
const sum = (rows: Row[]) => rows.reduce((total, row) => total + row.amount_cents, 0);

describe('charges', () => {
  it('pendiente@ owes the first payment of its plan', async () => {
    const { call, login } = sandbox();
    const token = await login('pendiente@demo.es');
    const reply = await call('GET', '/customers/cus-1008/charges?status=open', { token });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual([
      expect.objectContaining({
        customer_id: 'cus-1008',
        concept: 'first_payment',
        description: 'Primer pago del Plan Individual',
        amount_cents: 2490,
        currency: 'EUR',
        period_start: '2026-11-18',
        period_end: '2026-12-17',
        status: 'open',
        paid_at: null,
      }),
    ]);
  });

  it('mora@ owes three overdue months, oldest first, and has a paid history', async () => {
    const { call, login } = sandbox();
    const token = await login('mora@demo.es');
    const open: Row[] = (await call('GET', '/customers/cus-1007/charges', { token })).json;
    expect(open.map((row) => [row.concept, row.period_start])).toEqual([
      ['arrears', '2026-09-21'],
      ['arrears', '2026-10-21'],
      ['arrears', '2026-11-21'],
    ]);
    expect(sum(open)).toBe(11970);
    const paid: Row[] = (await call('GET', '/customers/cus-1007/charges?status=paid', { token })).json;
    expect(paid).toHaveLength(3);
    expect((await call('GET', '/customers/cus-1007/charges?status=all', { token })).json).toHaveLength(6);
  });

  it('filters by concept and refuses unknown filters in Spanish', async () => {
    const { call, login } = sandbox();
    const token = await login('nuevo@demo.es');
    const dues = (await call('GET', '/customers/cus-1004/charges?status=all&concept=monthly_dues', { token })).json;
    expect(dues.map((row: Row) => row.status)).toEqual(['open']);
    expect((await call('GET', '/customers/cus-1004/charges?concept=upgrade&concept=extension', { token })).json).toEqual([]);
    const bad = await call('GET', '/customers/cus-1004/charges?status=debido', { token });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('status debe ser uno de: open, paid, cancelled, all.');
    expect((await call('GET', '/customers/cus-1004/charges?concept=regalo', { token })).json.message).toMatch(
      /^Concepto desconocido: usa uno de /,
    );
  });

  it('lets only the customer themself or the sales staff read them', async () => {
    const { call, login } = sandbox();
    const titular = await login('titular@demo.es');
    const other = await call('GET', '/customers/cus-1007/charges', { token: titular });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('No puedes ver ni pagar lo que debe otro cliente.');
    expect((await call('GET', '/charges/chg-5001', { token: await login('mora@demo.es') })).status).toBe(403);
    // The sales staff as /sales and /staff-payments scope them: an Asesor reads anyone's, a Vendedor only the
    // customers their advisor sold (pendiente@, cus-1008), not mora@'s (cus-1007, sold by no demo seller).
    const asesor = await call('GET', '/customers/cus-1007/charges', { token: await login('asesor@demo.es') });
    expect(asesor.json).toHaveLength(3);
    const vendedor = await login('vendedor@demo.es');
    expect((await call('GET', '/customers/cus-1008/charges', { token: vendedor })).status).toBe(200);
    expect((await call('GET', '/customers/cus-1007/charges', { token: vendedor })).status).toBe(403);
    expect((await call('GET', '/customers/cus-1007/charges')).status).toBe(401);
    expect((await call('GET', '/customers/cus-9999/charges', { token: await login('vendedor@demo.es') })).status).toBe(404);
  });

  it('familia@ may read the charges of either of its persons', async () => {
    const { call, login } = sandbox();
    const token = await login('familia@demo.es');
    expect((await call('GET', '/customers/cus-1013/charges?status=paid', { token })).json).toHaveLength(2);
    expect((await call('GET', '/customers/cus-1014/charges', { token })).status).toBe(200);
  });

  it('reads one charge by id', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const reply = await call('GET', '/charges/chg-5001', { token });
    expect(reply.json).toMatchObject({ id: 'chg-5001', customer_id: 'cus-1001', concept: 'monthly_dues', status: 'paid' });
    expect((await call('GET', '/charges/chg-0000', { token })).status).toBe(404);
  });

  it('keeps every account’s open charges consistent with its payment status', async () => {
    const { call, login } = sandbox();
    const expectations: [string, string, number][] = [
      ['titular@demo.es', 'cus-1001', 0],
      ['completo@demo.es', 'cus-1005', 0],
      ['validacion@demo.es', 'cus-1009', 1],
    ];
    for (const [user, id, count] of expectations) {
      expect((await call('GET', `/customers/${id}/charges`, { token: await login(user) })).json, user).toHaveLength(count);
    }
  });
});
