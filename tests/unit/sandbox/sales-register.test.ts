// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox, type AnyJson } from './sandbox-client.ts';

const dni = (n: number) => `${String(n).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;

const saleBody = (over: Record<string, unknown> = {}) => ({
  document_type: 'DNI',
  document_number: dni(48151623),
  first_name: 'Nuria',
  second_name: null,
  first_lastname: 'Carrasco',
  second_lastname: 'Vidal',
  birth_date: '1986-04-12',
  gender: 'F',
  civil_status: 'CASADO',
  email: 'nuria.carrasco@correo.es',
  phone: '+34612398745',
  address: { street: 'Calle de Alcalá 120, 3º B', city: 'Madrid', province: 'Madrid', postal_code: '28009' },
  plan_code: 'FAMILIAR',
  periodicity: 'mensual',
  payment_method: 'site',
  headquarters_id: 'hq-madrid',
  accepted_privacy: true,
  accepted_terms: true,
  beneficiaries: [
    {
      first_name: 'Pablo',
      first_lastname: 'Carrasco',
      second_lastname: 'Vidal',
      document_type: 'DNI',
      document_number: dni(48151624),
      birth_date: '2001-09-03',
      gender: 'M',
      relationship: 'HIJO',
      email: 'pablo.carrasco@correo.es',
    },
  ],
  ...over,
});

const post = (s: ReturnType<typeof sandbox>, token: string, body: unknown, key = 'venta-prueba-0001') =>
  s.call('POST', '/sales', { token, body, headers: { 'Idempotency-Key': key } });

describe('POST /sales', () => {
  it('refuses a holder and a beneficiary', async () => {
    const s = sandbox();
    for (const user of ['titular@demo.es', 'beneficiario@demo.es']) {
      const reply = await post(s, await s.login(user), saleBody());
      expect(reply.status, user).toBe(403);
      expect(reply.json.message).toMatch(/equipo comercial/);
    }
    expect(s.store.customers.some((c) => c.email === 'nuria.carrasco@correo.es')).toBe(false);
  });

  it("answers every wrong field at once, in Spanish, the registration's rules included", async () => {
    const s = sandbox();
    const body = saleBody({
      document_number: '12345678A',
      phone: '912345678',
      email: 'no-es-un-correo',
      birth_date: '2015-01-01',
      plan_code: 'INDIVIDUAL',
      payment_method: 'cheque',
      headquarters_id: '',
      accepted_terms: false,
      beneficiaries: [
        {
          first_name: '',
          first_lastname: 'Carrasco',
          document_type: 'DNI',
          document_number: '1',
          birth_date: '2001-09-03',
          gender: 'M',
          relationship: 'HIJO',
        },
      ],
    });
    const reply = await post(s, await s.login('vendedor@demo.es'), body);
    expect(reply.status).toBe(422);
    const { fields } = reply.json;
    expect(fields.document_number).toMatch(/DNI|documento/i);
    expect(fields.phone).toMatch(/móvil/);
    expect(fields.email).toMatch(/correo/);
    expect(fields.birth_date).toMatch(/mayor de edad/);
    expect(fields.payment_method).toMatch(/efectivo, datáfono o en sede/);
    expect(fields.headquarters_id).toMatch(/sede/);
    expect(fields.accepted_terms).toMatch(/condiciones/);
    expect(fields['beneficiaries.0.first_name']).toMatch(/nombre/);
    expect(fields['beneficiaries.0.document_number']).toBeDefined();
  });

  it("keeps to the plan's beneficiaries and asks an Asesor for the advisor", async () => {
    const s = sandbox();
    const individual = await post(s, await s.login('vendedor@demo.es'), saleBody({ plan_code: 'INDIVIDUAL' }));
    expect(individual.json.fields.beneficiaries).toMatch(/no admite beneficiarios/);
    const manager = await post(s, await s.login('asesor@demo.es'), saleBody(), 'venta-asesor-0001');
    expect(manager.json.fields.advisor_id).toMatch(/asesor/);
  });

  it('refuses a document or an e-mail already affiliated, on that field', async () => {
    const s = sandbox();
    const token = await s.login('vendedor@demo.es');
    const taken = s.store.customers[0]!;
    const byDocument = await post(s, token, saleBody({ document_number: taken.document_number }), 'venta-doc-0001');
    expect(byDocument.status).toBe(409);
    expect(byDocument.json.fields.document_number).toMatch(/Ya hay una afiliación/);
    const byEmail = await post(s, token, saleBody({ email: 'titular@demo.es' }), 'venta-mail-0001');
    expect(byEmail.status).toBe(409);
    expect(byEmail.json.fields.email).toMatch(/Ya existe una cuenta/);
    const beneficiaryTaken = await post(
      s,
      token,
      saleBody({ beneficiaries: [{ ...saleBody().beneficiaries[0], document_number: saleBody().document_number }] }),
      'venta-ben-0001',
    );
    expect(beneficiaryTaken.status).toBe(409);
    expect(beneficiaryTaken.json.fields['beneficiaries.0.document_number']).toMatch(/Ya hay una afiliación/);
  });

  it('creates the customer, the sale, the beneficiary, the charge, a counter reference and the welcome, once per key', async () => {
    const s = sandbox();
    const token = await s.login('vendedor@demo.es');
    const first = await post(s, token, saleBody());
    expect(first.status).toBe(201);
    const again = await post(s, token, saleBody());
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.id).toBe(first.json.id);
    expect(s.store.customers.filter((c) => c.email === 'nuria.carrasco@correo.es')).toHaveLength(1);

    const sale: AnyJson = first.json;
    expect(sale.reference).toMatch(/^VTA-\d{4}-\d{6}$/);
    expect(sale).toMatchObject({
      amount_cents: 3990,
      currency: 'EUR',
      payment_method: 'site',
      advisor: { id: 'ase-01' },
      plan: { code: 'FAMILIAR' },
    });
    expect(sale.payment.status).toBe('pending');
    expect(sale.payment.site.code).toMatch(/^PAG-/);
    expect(sale.beneficiaries).toHaveLength(1);
    expect(sale.welcome).toMatchObject({ sent_to: 'nuria.carrasco@correo.es', activated: false });
    const customer = s.store.customer(sale.customer.id)!;
    expect(customer.role).toBe('Titular');
    expect(customer.opportunity?.stage).toBe('win');
    expect(s.store.charges.filter((c) => c.customer_id === customer.id && c.status === 'open')).toHaveLength(1);
    const kinds = s.store.outbox.map((m) => m.kind);
    expect(kinds.filter((k) => k === 'sales_welcome')).toHaveLength(1);
    expect(kinds).toContain('beneficiary_invitation');

    const read = await s.call('GET', `/sales/${sale.id}`, { token });
    expect(read.json.reference).toBe(sale.reference);
  });

  it("shows the sale to its advisor and to an Asesor, not to another advisor's listing", async () => {
    const s = sandbox();
    const sale = (await post(s, await s.login('vendedor@demo.es'), saleBody())).json;
    for (const user of ['vendedor@demo.es', 'asesor@demo.es']) {
      const token = await s.login(user);
      const list = (await s.call('GET', '/sales/customers?q=Nuria%20Carrasco', { token })).json;
      expect(
        list.items.map((r: AnyJson) => r.reference),
        user,
      ).toContain(sale.reference);
      const detail = (await s.call('GET', `/sales/customers/${sale.customer.id}`, { token })).json;
      expect(detail.actions).toEqual({ register_payment: true, resend_welcome: true });
    }
    const other = (await s.call('GET', '/sales/customers?advisor=ase-02&q=Nuria%20Carrasco', { token: await s.login('asesor@demo.es') }))
      .json;
    expect(other.total).toBe(0);
  });

  it('an Asesor sells for the advisor they choose', async () => {
    const s = sandbox();
    const reply = await post(s, await s.login('asesor@demo.es'), saleBody({ advisor_id: 'ase-03', payment_method: 'cash' }));
    expect(reply.status).toBe(201);
    expect(reply.json.advisor.id).toBe('ase-03');
    expect(reply.json.payment.site).toBeNull();
    const seller = await s.call('GET', `/sales/${reply.json.id}`, { token: await s.login('vendedor@demo.es') });
    expect(seller.status).toBe(403);
  });
});

describe('the welcome', () => {
  it('lets the new customer choose a password once and sign in; the resend stops after that', async () => {
    const s = sandbox();
    const token = await s.login('vendedor@demo.es');
    const sale = (await post(s, token, saleBody())).json;
    expect((await s.passwordGrant('nuria.carrasco@correo.es', 'Cualquiera1')).status).toBe(401);

    const resent = await s.call('POST', `/sales/customers/${sale.customer.id}/welcome`, { token });
    expect(resent.json).toMatchObject({ sent: true, sent_to: 'nuria.carrasco@correo.es' });
    const welcomes = s.store.outbox.filter((m) => m.kind === 'sales_welcome');
    expect(welcomes).toHaveLength(2);
    const old = welcomes[0]!.metadata.token as string;
    expect((await s.call('GET', `/welcome/${old}`)).status).toBe(410);

    const fresh = welcomes[1]!.metadata.token as string;
    expect((await s.call('GET', `/welcome/${fresh}`)).json).toMatchObject({ first_name: 'Nuria', email: 'nuria.carrasco@correo.es' });
    const weak = await s.call('POST', `/welcome/${fresh}`, { body: { password: 'corta' } });
    expect(weak.status).toBe(422);
    expect(weak.json.fields.password).toMatch(/8 caracteres/);
    expect((await s.call('POST', `/welcome/${fresh}`, { body: { password: 'Salud2026' } })).status).toBe(200);
    expect((await s.call('POST', `/welcome/${fresh}`, { body: { password: 'Salud2026' } })).status).toBe(410);
    expect((await s.passwordGrant('nuria.carrasco@correo.es', 'Salud2026')).status).toBe(200);

    const after = await s.call('POST', `/sales/customers/${sale.customer.id}/welcome`, { token });
    expect(after.status).toBe(409);
    const detail = (await s.call('GET', `/sales/customers/${sale.customer.id}`, { token })).json;
    expect(detail.actions.resend_welcome).toBe(false);
  });

  it('gives a customer sold before the portal a login waiting for its password', async () => {
    const s = sandbox();
    const token = await s.login('vendedor@demo.es');
    const row = (await s.call('GET', '/sales/customers?page_size=100', { token })).json.items.find(
      (r: AnyJson) => r.stage !== 'lost' && !s.store.users.some((u) => u.customerIds.includes(r.customer_id)),
    );
    const reply = await s.call('POST', `/sales/customers/${row.customer_id}/welcome`, { token });
    expect(reply.status).toBe(200);
    expect(s.store.users.some((u) => u.customerIds.includes(row.customer_id))).toBe(true);
  });
});
