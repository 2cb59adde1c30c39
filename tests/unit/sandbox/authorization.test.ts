// @vitest-environment node
// Object-level authorization as the contract declares it (contract/access.ts) and the sandbox enforces it
// (middleware/authorize.ts): issue 28's reproductions, each refused now.
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';
import { operations } from '../../../contract/operations.ts';
import { NOT_YOURS } from '../../../contract/access.ts';

const OTHER_ADVISOR = 'Este cliente pertenece a otro asesor.';
const OTHERS_BILL = 'No puedes ver ni pagar lo que debe otro cliente.';

describe('the declaration', () => {
  it('names, for every operation with access, a parameter it has and a 403 it documents', () => {
    const declared = operations.filter((op) => op.access);
    expect(declared.length).toBeGreaterThanOrEqual(30);
    for (const op of declared) {
      const { access } = op;
      if (!access) continue;
      expect(op.responses[403], `${op.method} ${op.path}`).toBeDefined();
      if (access.in === 'path') expect(op.path).toContain(`{${access.name}}`);
      if (access.in === 'query') expect(op.parameters?.some((p) => p.in === 'query' && p.name === access.name)).toBe(true);
      if (access.in === 'body') expect(op.body).toBeDefined();
    }
  });
});

describe('GET /customer/{id}', () => {
  it('answers a member only about their own persons', async () => {
    const { call, login } = sandbox();
    const titular = await login('titular@demo.es');
    expect((await call('GET', '/customer/cus-1001?role=Titular', { token: titular })).status).toBe(200);
    const other = await call('GET', '/customer/cus-1007?role=Titular', { token: titular });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe(NOT_YOURS);
    // A beneficiary does not read their holder.
    const beneficiario = await login('beneficiario@demo.es');
    expect((await call('GET', '/customer/cus-1001?role=Titular', { token: beneficiario })).status).toBe(403);
  });

  it("answers a Vendedor about their advisor's customers only, an Asesor about anyone", async () => {
    const { call, login } = sandbox();
    const vendedor = await login('vendedor@demo.es');
    expect((await call('GET', '/customer/cus-1008?role=Titular', { token: vendedor })).status).toBe(200);
    expect((await call('GET', '/customer/cus-1009?role=Titular', { token: vendedor })).status).toBe(403);
    expect((await call('GET', '/customer/cus-1009?role=Titular', { token: await login('asesor@demo.es') })).status).toBe(200);
  });

  it('still answers 404 for an id that names no one, and 401 without a token', async () => {
    const { call, login } = sandbox();
    expect((await call('GET', '/customer/cus-0000?role=Titular', { token: await login('titular@demo.es') })).status).toBe(404);
    expect((await call('GET', '/customer/cus-1001?role=Titular')).status).toBe(401);
  });
});

describe("a Vendedor and another advisor's customer", () => {
  it('cannot read their charges or payments, nor start a payment or an agreement for them', async () => {
    const { call, login } = sandbox();
    const token = await login('vendedor@demo.es');
    // validacion@ (cus-1009) was sold by ase-02; vendedor@ sells for ase-01. mora@ (cus-1007) by neither.
    for (const path of ['/customers/cus-1009/charges', '/customers/cus-1009/payments', '/customers/cus-1007/payment-agreements/options']) {
      const reply = await call('GET', path, { token });
      expect(reply.status, path).toBe(403);
      expect(reply.json.message).toBe(OTHERS_BILL);
    }
    const payment = await call('POST', '/payments', {
      token,
      headers: { 'idempotency-key': 'ajeno-vendedor-01' },
      body: { customer_id: 'cus-1007', charge_ids: ['chg-5001'], method: 'site' },
    });
    expect(payment.status).toBe(403);
    const agreement = await call('POST', '/payment-agreements', {
      token,
      headers: { 'idempotency-key': 'ajeno-vendedor-02' },
      body: { customer_id: 'cus-1007', instalments: 3 },
    });
    expect(agreement.status).toBe(403);
    expect((await call('GET', '/staff-payments/customers/cus-1009', { token })).json.message).toBe(OTHER_ADVISOR);
  });

  it('is refused before the body is judged: a stranger learns nothing of which fields are wrong', async () => {
    const { call, login } = sandbox();
    const reply = await call('POST', '/payment-agreements', {
      token: await login('titular@demo.es'),
      headers: { 'idempotency-key': 'ajeno-titular-01' },
      body: { customer_id: 'cus-1007', instalments: 99 },
    });
    expect(reply.status).toBe(403);
  });
});
