// Payments the sales staff take at a headquarters (declared in schemas.ts and operations.ts). A Vendedor may
// take them only for their own customers, an Asesor for anyone's; the role comes from the bearer's profiles.
// Registering settles every open charge of the customer, so the account is up to date at once.
import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import { chargeInFlight, describeCharges } from '../payments/payments.ts';
import { openCharges, settleCharge } from '../payments/charges.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import { staffApp, type StaffEnv } from '../sales/access.ts';
import { euros } from '../../format.ts';
import { nextReceiptNumber, readStaffPayment, staffCustomerView, staffPaymentView, totalOf } from './staff-payment.ts';
import type { StaffPayment } from './state.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import type { HandChecks } from '../../middleware/validate-requests.ts';

type Ctx = Context<StaffEnv>;

const NO_CUSTOMER = 'No existe ese cliente.';

export function staffPaymentRoutes(deps: Deps) {
  const app = new OperationHandlers();
  const staff = staffApp(deps);
  const { store } = deps;

  /** The customer; whether the caller reaches them (a Vendedor their advisor's, an Asesor anyone) is the operation's declared access. */
  const reachable = (c: Ctx, id: string): Customer | Response => store.customer(id) ?? notFound(c, NO_CUSTOMER);

  staff.handle('getStaffPaymentsCustomersId', (c) => {
    const customer = reachable(c, c.req.param().id);
    return customer instanceof Response ? customer : c.json(staffCustomerView(store, customer));
  });

  staff.handle('postStaffPayments', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const parsed = readStaffPayment(read.body);
    if (!parsed.ok) return validationError(c, parsed.fields);
    const { input } = parsed;
    const customer = reachable(c, input.customer_id);
    if (customer instanceof Response) return customer;
    const headquarters = store.headquarters.find((h) => h.id === input.headquarters_id);
    if (!headquarters) return validationError(c, { headquarters_id: 'Esa sede no existe.' });
    if (!headquarters.payment_desk) return validationError(c, { headquarters_id: 'Esa sede no tiene caja para cobros.' });
    if (input.sale_id && !store.sales.some((s) => s.id === input.sale_id && s.customer_id === customer.id)) {
      return validationError(c, { sale_id: 'Esa venta no es de este cliente.' });
    }
    const charges = openCharges(store, customer.id);
    if (charges.length === 0) return jsonError(c, 409, 'nothing_owed', 'Este cliente no tiene pagos pendientes.');
    if (charges.some((charge) => chargeInFlight(store, charge.id))) {
      return jsonError(
        c,
        409,
        'conflict',
        'Hay un pago con tarjeta de este cliente pendiente de respuesta del banco. Espera a que se resuelva.',
      );
    }
    const owed = totalOf(charges);
    if (input.amount_received_cents !== null && input.amount_received_cents < owed) {
      return validationError(c, { amount_received_cents: `El importe recibido no cubre lo que se debe (${euros(owed)}).` });
    }

    const now = new Date(deps.opts.now());
    const payment: StaffPayment = {
      id: store.nextId('spay'),
      receipt_number: nextReceiptNumber(store, now),
      customer_id: customer.id,
      charge_ids: charges.map((charge) => charge.id),
      amount_cents: owed,
      currency: 'EUR',
      method: input.method,
      headquarters_id: headquarters.id,
      amount_received_cents: input.amount_received_cents,
      pos_voucher: input.pos_voucher,
      card_last4: input.card_last4,
      sale_id: input.sale_id,
      registered_by: c.get('scope').profileId,
      created_at: now.toISOString(),
    };
    for (const charge of charges) settleCharge(store, charge, now);
    // A checkout left open or a headquarters reference for these charges can no longer be paid.
    for (const other of store.payments) {
      if (
        other.charge_ids.some((id) => payment.charge_ids.includes(id)) &&
        (other.status === 'created' || other.status === 'awaiting_confirmation')
      ) {
        other.status = 'cancelled';
        other.updated_at = payment.created_at;
      }
    }
    store.staffPayments.push(payment);
    // The member's own history (Mis Pagos) lists what they paid at the counter too, as a paid payment.
    store.payments.push({
      id: store.nextId('pay'),
      customer_id: customer.id,
      charge_ids: payment.charge_ids,
      description: describeCharges(charges),
      amount_cents: owed,
      currency: 'EUR',
      method: input.method,
      status: 'approved',
      rejection_code: null,
      rejection_reason: null,
      card: input.card_last4 ? { brand: 'Datáfono', last4: input.card_last4 } : null,
      site: null,
      agreement_id: null,
      return_url: null,
      checkout_url: null,
      created_at: payment.created_at,
      updated_at: payment.created_at,
      paid_at: payment.created_at,
    });
    return c.json(staffPaymentView(store, payment), 201);
  });

  staff.handle('getStaffPaymentsId', (c) => {
    const payment = store.staffPayments.find((p) => p.id === c.req.param().id);
    if (!payment) return notFound(c, 'No existe ese pago.');
    const customer = reachable(c, payment.customer_id);
    return customer instanceof Response ? customer : c.json(staffPaymentView(store, payment));
  });

  app.include(staff);
  return app;
}

/** A staff payment's rules a schema cannot say, for the request check's 422 (middleware/validate-requests.ts). */
export const staffPaymentChecks: HandChecks = {
  'post /staff-payments': (body) => {
    const input = readStaffPayment(body);
    return input.ok ? null : input.fields;
  },
};
