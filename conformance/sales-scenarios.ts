// Scenarios of the sales staff: a sale of a new holder (fresh document and e-mail), its confirmation, the welcome
// resent and (sandbox) its link used to choose a password, then the first fee taken in cash at a desk with its
// receipt. A sale cannot be undone through the API: each run leaves one sold customer on the server.
import { adultBirthDate, freshDni, freshEmail, freshMobile, freshPassword, freshTag } from './fresh.ts';
import { fromOutbox } from './member-scenarios.ts';
import type { Scenario } from './steps.ts';

const SELLER = 'vendedor@demo.es';
const UNKNOWN = 'kit-enlace-inexistente';

export async function sale(sc: Scenario): Promise<void> {
  const email = freshEmail(freshTag());
  await sc.step('GET /headquarters', { gives: ['desk'] }, async () => {
    const reply = await sc.check({ op: 'GET /headquarters', label: 'con caja', as: await sc.session(SELLER), status: 200 });
    const desk = (reply.json as { id: string; payment_desk: boolean }[]).find((hq) => hq.payment_desk);
    if (desk) sc.set('desk', desk.id);
    else sc.lack('desk', 'ninguna sede tiene caja (payment_desk)');
  });
  await sc.step('GET /plans', { gives: ['plan'] }, async () => {
    const reply = await sc.check({ op: 'GET /plans', as: null, status: 200 });
    sc.set('plan', (reply.json as { code: string; kind: string }[]).find((plan) => plan.kind !== 'corporate')?.code);
  });
  // An Asesor sells for an advisor they name; a Vendedor for themself.
  await sc.step('GET /sales/advisors', { gives: ['advisor'] }, async () => {
    const me = await sc.session(SELLER);
    if (me.role !== 'Asesor') {
      sc.set('advisor', {});
      return;
    }
    const reply = await sc.check({ op: 'GET /sales/advisors', as: me, status: 200 });
    const first = (reply.json as { id: string }[])[0];
    if (first) sc.set('advisor', { advisor_id: first.id });
    else sc.lack('advisor', 'no hay ningún asesor al que asignar la venta');
  });
  await sc.step('POST /sales', { gives: ['sale', 'customer'] }, async () => {
    const reply = await sc.check({
      op: 'POST /sales',
      as: await sc.session(SELLER),
      body: {
        document_type: 'DNI',
        document_number: freshDni(),
        first_name: 'Prueba',
        first_lastname: 'Contrato',
        second_lastname: null,
        birth_date: adultBirthDate(),
        email,
        phone: freshMobile(),
        plan_code: sc.need('plan'),
        payment_method: 'cash',
        headquarters_id: sc.need('desk'),
        beneficiaries: [],
        accepted_privacy: true,
        accepted_terms: true,
        ...sc.need<Record<string, string>>('advisor'),
      },
      status: 201,
    });
    const confirmation = reply.json as { id?: string; customer?: { id?: string } };
    sc.set('sale', confirmation.id);
    sc.set('customer', confirmation.customer?.id);
  });
  await sc.step('GET /sales/{id}', { label: 'la venta nueva' }, async () => {
    await sc.check({
      op: 'GET /sales/{id}',
      as: await sc.session(SELLER),
      path: { id: sc.need('sale') },
      status: 200,
    });
  });
  await sc.step('POST /sales/customers/{id}/welcome', { gives: ['resent'] }, async () => {
    await sc.check({
      op: 'POST /sales/customers/{id}/welcome',
      as: await sc.session(SELLER),
      path: { id: sc.need('customer') },
      body: {},
      status: 200,
    });
    sc.set('resent', true);
  });
  await fromOutbox(
    sc,
    'welcome',
    { to: email, kind: 'sales_welcome' },
    (message) => message.metadata.token,
    'el enlace de bienvenida llega por correo a la dirección inventada: el kit solo lo lee en el buzón del sandbox',
  );
  await sc.step('GET /welcome/{token}', {}, async () => {
    await sc.check({ op: 'GET /welcome/{token}', as: null, path: { token: sc.need('welcome') }, status: 200 });
  });
  await sc.step('POST /welcome/{token}', { gives: ['activated'] }, async () => {
    const token = sc.need<string>('welcome');
    await sc.check({ op: 'POST /welcome/{token}', as: null, path: { token }, body: { password: freshPassword(freshTag()) }, status: 200 });
    sc.set('activated', token);
  });
  await sc.step('GET /welcome/{token}', { label: 'enlace ya usado' }, async () => {
    await sc.check({ op: 'GET /welcome/{token}', as: null, path: { token: sc.need('activated') }, status: 410 });
  });
  await sc.step('GET /welcome/{token}', { label: 'enlace desconocido' }, async () => {
    await sc.check({ op: 'GET /welcome/{token}', as: null, path: { token: UNKNOWN }, status: 404 });
  });
  await sc.step('GET /staff-payments/customers/{id}', { label: 'el cliente vendido', gives: ['owed'] }, async () => {
    const reply = await sc.check({
      op: 'GET /staff-payments/customers/{id}',
      as: await sc.session(SELLER),
      path: { id: sc.need('customer') },
      status: 200,
    });
    sc.set('owed', (reply.json as { open_amount_cents?: number }).open_amount_cents);
  });
  await sc.step('POST /staff-payments', { gives: ['receipt'] }, async () => {
    const owed = sc.need<number>('owed');
    const reply = await sc.check({
      op: 'POST /staff-payments',
      as: await sc.session(SELLER),
      body: {
        customer_id: sc.need('customer'),
        headquarters_id: sc.need('desk'),
        method: 'cash',
        amount_received_cents: owed,
        sale_id: sc.need('sale'),
      },
      status: 201,
      expect: (r) => ((r.json as { amount_cents?: number }).amount_cents === owed ? [] : ['el recibo no cobra lo que se debía']),
    });
    sc.set('receipt', (reply.json as { id?: string }).id);
  });
  await sc.step('GET /staff-payments/{id}', {}, async () => {
    await sc.check({ op: 'GET /staff-payments/{id}', as: await sc.session(SELLER), path: { id: sc.need('receipt') }, status: 200 });
  });
}
