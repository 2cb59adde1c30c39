// Stores a checked sale: the holder (payment pending, stage win) and their login waiting for a password, the
// sale itself, the beneficiaries (invited when they have an e-mail), the first payment's charge, a counter
// reference when the customer pays later at a headquarters, and the welcome e-mail.
import { openCharge } from '../payments/charges.ts';
import type { Deps } from '../../env.ts';
import type { Payment } from '../../../../contract/payments/schemas.ts';
import { issueSiteReference } from '../payments/site-reference.ts';
import { sendInvitation } from '../beneficiaries/invite.ts';
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';
import type { NewSale } from './new-sale.ts';
import type { Sale } from './types.ts';
import { advisorName } from './view.ts';
import { sendWelcome } from './welcome.ts';

function nextSaleNumber(sales: Sale[]): number {
  return sales.reduce((max, s) => Math.max(max, Number(/(\d+)$/.exec(s.id)?.[1] ?? 0)), 0) + 1;
}

/** The counter payment of a 'site' sale, as sitePayment makes one (../payments/payment-routes.ts), or why the desk refuses. */
function sitePayment(deps: Deps, input: NewSale, description: string, at: string): Payment | string {
  const payment: Payment = {
    id: deps.store.nextId('pay'),
    customer_id: input.customer.id,
    charge_ids: [],
    description,
    amount_cents: input.priceCents,
    currency: 'EUR',
    method: 'site',
    status: 'awaiting_confirmation',
    rejection_code: null,
    rejection_reason: null,
    card: null,
    site: null,
    agreement_id: null,
    return_url: null,
    checkout_url: null,
    created_at: at,
    updated_at: at,
    paid_at: null,
  };
  const site = issueSiteReference(deps.store, input.headquartersId, payment, deps.opts.now());
  if (typeof site === 'string') return site;
  payment.site = site;
  return payment;
}

export type Recorded = { ok: true; sale: Sale } | { ok: false; fields: Record<string, string> };

export function recordSale(deps: Deps, input: NewSale, welcomeBase: string, portalOrigin: string): Recorded {
  const { store } = deps;
  const now = new Date(deps.opts.now());
  const at = now.toISOString();
  const { customer, user, plan } = input;
  const periodicity = customer.account?.plan.periodicity === 'anual' ? 'anual' : 'mensual';
  const number = nextSaleNumber(store.sales);
  const saleId = `vta-${number}`;
  const description = `Primera cuota del ${plan.name} (${periodicity})`;
  const site = input.method === 'site' ? sitePayment(deps, input, description, at) : null;
  if (typeof site === 'string') return { ok: false, fields: { headquarters_id: site } };

  store.customers.push(customer);
  store.users.push(user);
  store.unconfirmedUsers.add(user.id);
  const charge = openCharge(
    store,
    {
      customer_id: customer.id,
      concept: 'first_payment',
      amount_cents: input.priceCents,
      description,
      period_start: null,
      period_end: null,
      metadata: { plan_code: plan.code, periodicity, sale_id: saleId },
    },
    now,
  );
  if (site) {
    site.charge_ids = [charge.id];
    store.payments.push(site);
    // As sitePayment does: the first payment now waits for the counter's validation.
    if (customer.account) customer.account.payment_status = 'payment_confirmation_sent';
  }
  const sale: Sale = {
    id: saleId,
    reference: `VTA-${at.slice(0, 4)}-${String(number).padStart(6, '0')}`,
    advisor_id: input.advisorId,
    customer_id: customer.id,
    plan_code: plan.code,
    amount_cents: input.priceCents,
    currency: 'EUR',
    sold_at: at,
    payment_method: input.method,
    headquarters_id: input.headquartersId,
    site_payment_id: site?.id ?? null,
  };
  store.sales.push(sale);

  for (const fields of input.beneficiaries) {
    const invited = fields.email !== null;
    const beneficiary: Beneficiary = {
      id: store.nextId('ben'),
      titular_id: customer.id,
      ...fields,
      status: invited ? 'invited' : 'active',
      invited_at: invited ? at : null,
    };
    store.beneficiaries.push(beneficiary);
    if (invited) sendInvitation(deps, beneficiary, portalOrigin);
  }
  const advisor = store.advisors.find((a) => a.id === input.advisorId);
  sendWelcome(customer, user, welcomeBase, advisor ? advisorName(advisor) : 'Tu asesor', deps);
  return { ok: true, sale };
}
