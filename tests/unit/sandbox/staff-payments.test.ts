// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox, type AnyJson } from './sandbox-client.ts';

// Seeded by seed/sales.ts: cus-5072 (Juan Delgado) was sold by vendedor@ (ase-01), won, first payment of 39,90 €
// open; cus-5264 is theirs too and 'En Mora'; cus-5065 belongs to another advisor (ase-02).
const OWN_PENDING = 'cus-5072';
const OWN_ARREARS = 'cus-5264';
const OTHERS = 'cus-5065';

const cash = (customer_id: string, amount_received_cents = 5000) => ({
  customer_id,
  headquarters_id: 'hq-madrid',
  method: 'cash',
  amount_received_cents,
});
const key = (n = 1) => ({ 'Idempotency-Key': `prueba-cobro-${n}-abcdef` });

async function seller() {
  const s = sandbox();
  return { s, token: await s.login('vendedor@demo.es') };
}

describe('GET /staff-payments/customers/{id}', () => {
  it('gives a Vendedor their customer with what is owed', async () => {
    const { s, token } = await seller();
    const reply = await s.call('GET', `/staff-payments/customers/${OWN_PENDING}`, { token });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      id: OWN_PENDING,
      full_name: expect.stringContaining('Juan'),
      shown_status: 'payment_pending',
      open_amount_cents: 3990,
      currency: 'EUR',
    });
    expect(reply.json.charges).toEqual([expect.objectContaining({ concept: 'first_payment', amount_cents: 3990, currency: 'EUR' })]);
    expect(reply.json.document_number).toMatch(/^\d{8}[A-Z]$/);
  });

  it("refuses a Vendedor another advisor's customer, but not an Asesor", async () => {
    const { s, token } = await seller();
    const refused = await s.call('GET', `/staff-payments/customers/${OTHERS}`, { token });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Este cliente pertenece a otro asesor.');
    expect((await s.call('GET', `/staff-payments/customers/${OTHERS}`, { token: await s.login('asesor@demo.es') })).status).toBe(200);
  });

  it('refuses holders and beneficiaries, and says so in Spanish for an unknown customer', async () => {
    const { s, token } = await seller();
    for (const user of ['titular@demo.es', 'pendiente@demo.es', 'beneficiario@demo.es']) {
      const reply = await s.call('GET', '/staff-payments/customers/cus-1008', { token: await s.login(user) });
      expect(reply.status, user).toBe(403);
      expect(reply.json.message).toMatch(/equipo comercial/);
    }
    expect((await s.call('GET', '/staff-payments/customers/cus-1008')).status).toBe(401);
    const unknown = await s.call('GET', '/staff-payments/customers/cus-0000', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('No existe ese cliente.');
  });
});

describe('POST /staff-payments', () => {
  it('takes cash, settles the charge and makes a payment_pending customer Active', async () => {
    const { s, token } = await seller();
    const reply = await s.call('POST', '/staff-payments', { token, headers: key(), body: cash(OWN_PENDING) });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({
      receipt_number: expect.stringMatching(/^REC-\d{4}-000001$/),
      customer_id: OWN_PENDING,
      amount_cents: 3990,
      method: 'cash',
      amount_received_cents: 5000,
      change_cents: 1010,
      headquarters_name: 'Centro Médico Madrid Salamanca',
      registered_by: 'cus-1011',
      registered_by_name: 'Marta Cano',
      pos_voucher: null,
    });
    expect(s.store.customer(OWN_PENDING)?.account?.payment_status).toBe('Active');
    expect(s.store.charges.filter((c) => c.customer_id === OWN_PENDING).map((c) => c.status)).toEqual(['paid']);
    const receipt = await s.call('GET', `/staff-payments/${reply.json.id}`, { token });
    expect(receipt.json).toEqual(reply.json);
    const detail = await s.call('GET', `/sales/customers/${OWN_PENDING}`, { token });
    expect(detail.json.payments[0]).toMatchObject({ status: 'paid', receipt_number: reply.json.receipt_number, method: 'cash' });
    // The customer's own history lists it as paid in cash.
    expect(s.store.payments.filter((p) => p.customer_id === OWN_PENDING)).toEqual([
      expect.objectContaining({ method: 'cash', status: 'approved', amount_cents: 3990, paid_at: reply.json.created_at }),
    ]);
    const again = await s.call('POST', '/staff-payments', { token, headers: key(2), body: cash(OWN_PENDING) });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Este cliente no tiene pagos pendientes.');
  });

  it('takes a card terminal payment and brings arrears up to date', async () => {
    const { s, token } = await seller();
    const body = { customer_id: OWN_ARREARS, headquarters_id: 'hq-bilbao', method: 'pos', pos_voucher: '00123456', card_last4: '4242' };
    const reply = await s.call('POST', '/staff-payments', { token, headers: key(), body });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({
      method: 'pos',
      pos_voucher: '00123456',
      card_last4: '4242',
      change_cents: null,
      amount_received_cents: null,
    });
    expect(s.store.customer(OWN_ARREARS)?.account?.payment_status).toBe('Active');
  });

  it('answers the same key and body once, without a second charge, and refuses the key with another body', async () => {
    const { s, token } = await seller();
    const first = await s.call('POST', '/staff-payments', { token, headers: key(), body: cash(OWN_PENDING) });
    const replay = await s.call('POST', '/staff-payments', { token, headers: key(), body: cash(OWN_PENDING) });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.json).toEqual(first.json);
    expect(s.store.staffPayments).toHaveLength(1);
    const other = await s.call('POST', '/staff-payments', { token, headers: key(), body: cash(OWN_PENDING, 6000) });
    expect(other.status).toBe(422);
    expect(other.json.error).toBe('idempotency_key_reused');
    expect(s.store.staffPayments).toHaveLength(1);
  });

  it('needs the Idempotency-Key header', async () => {
    const { s, token } = await seller();
    const reply = await s.call('POST', '/staff-payments', { token, body: cash(OWN_PENDING) });
    expect(reply.status).toBe(400);
    expect(reply.json.message).toMatch(/Falta la cabecera Idempotency-Key/);
  });

  it('explains every bad field in Spanish and charges nothing', async () => {
    const { s, token } = await seller();
    const post = (body: unknown, n: number) => s.call('POST', '/staff-payments', { token, headers: key(n), body });
    const empty = await post({ method: 'cheque' }, 1);
    expect(empty.status).toBe(422);
    expect(empty.json.fields).toEqual({
      customer_id: 'Falta el cliente.',
      headquarters_id: 'Elige la sede donde se recibe el pago.',
      method: 'El método debe ser cash (efectivo) o pos (datáfono).',
    });
    const voucher = await post(
      { customer_id: OWN_PENDING, headquarters_id: 'hq-madrid', method: 'pos', pos_voucher: '12a45', card_last4: '12' },
      2,
    );
    expect(voucher.json.fields).toEqual({
      pos_voucher: 'El número de comprobante del datáfono tiene de 6 a 12 dígitos.',
      card_last4: 'Los últimos dígitos de la tarjeta son 4 números.',
    });
    const short = await post(cash(OWN_PENDING, 3000), 3);
    expect(short.json.fields.amount_received_cents).toMatch(/^El importe recibido no cubre lo que se debe \(39,90\s€\)\.$/);
    const noDesk = await post({ ...cash(OWN_PENDING), headquarters_id: 'hq-sevilla' }, 4);
    expect(noDesk.json.fields).toEqual({ headquarters_id: 'Esa sede no tiene caja para cobros.' });
    const wrongSale = await post({ ...cash(OWN_PENDING), sale_id: 'vta-1' }, 5);
    expect(wrongSale.json.fields).toEqual({ sale_id: 'Esa venta no es de este cliente.' });
    expect(s.store.staffPayments).toEqual([]);
    expect(s.store.customer(OWN_PENDING)?.account?.payment_status).toBe('payment_pending');
  });

  it("refuses non-staff and another advisor's customer, whatever the body says", async () => {
    const { s, token } = await seller();
    const holder = await s.call('POST', '/staff-payments', {
      token: await s.login('titular@demo.es'),
      headers: key(),
      body: cash(OWN_PENDING),
    });
    expect(holder.status).toBe(403);
    const others = await s.call('POST', '/staff-payments', { token, headers: key(2), body: cash(OTHERS) });
    expect(others.status).toBe(403);
    expect(s.store.staffPayments).toEqual([]);
    const manager = await s.call('POST', '/staff-payments', {
      token: await s.login('asesor@demo.es'),
      headers: key(3),
      body: cash(OTHERS),
    });
    expect(manager.status).toBe(201);
    expect(manager.json.registered_by_name).toBeTruthy();
  });

  it("keeps a Vendedor from reading another advisor's receipt", async () => {
    const { s } = await seller();
    const asesor = await s.login('asesor@demo.es');
    const made = (await s.call('POST', '/staff-payments', { token: asesor, headers: key(), body: cash(OTHERS) })).json as AnyJson;
    expect((await s.call('GET', `/staff-payments/${made.id}`, { token: await s.login('vendedor@demo.es') })).status).toBe(403);
    expect((await s.call('GET', `/staff-payments/${made.id}`, { token: await s.login('titular@demo.es') })).status).toBe(403);
    expect((await s.call('GET', '/staff-payments/spay-0', { token: asesor })).json.message).toBe('No existe ese pago.');
  });
});
