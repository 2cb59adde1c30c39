// A payment agreement: a member in arrears pays the overdue months in 2 to 6 monthly instalments. Accepting it
// replaces the arrears charges by one charge per instalment (the first due today); paying the first one brings
// the account back from 'En Mora' while the agreement is honoured.
import type { Store } from '../../store.ts';
import { openCharge, openCharges, registerChargeEffect } from './charges.ts';
import type { Charge, Instalment, PaymentAgreement } from '../../../../contract/payments/schemas.ts';

export const MIN_INSTALMENTS = 2;
export const MAX_INSTALMENTS = 6;

const addMonths = (isoDate: string, months: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
};

export const arrearsOf = (store: Store, customerId: string): Charge[] =>
  openCharges(store, customerId).filter((charge) => charge.concept === 'arrears');

/** Equal instalments in cents; the remainder goes on the first, so the sum is exactly the debt. */
export function schedule(debtCents: number, count: number, today: string): Instalment[] {
  const share = Math.floor(debtCents / count);
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    due_date: addMonths(today, i),
    amount_cents: i === 0 ? debtCents - share * (count - 1) : share,
  }));
}

export const activeAgreement = (store: Store, customerId: string): PaymentAgreement | undefined =>
  store.agreements.find((agreement) => agreement.customer_id === customerId && agreement.status !== 'completed');

/** Instalment states follow their charges. */
export function agreementView(store: Store, agreement: PaymentAgreement): PaymentAgreement {
  for (const instalment of agreement.instalments) {
    instalment.status = store.charges.find((charge) => charge.id === instalment.charge_id)?.status ?? 'cancelled';
  }
  return agreement;
}

export function createAgreement(store: Store, customerId: string, count: number, now: Date): PaymentAgreement {
  const arrears = arrearsOf(store, customerId);
  const debt = arrears.reduce((total, charge) => total + charge.amount_cents, 0);
  const id = store.nextId('agr');
  const plan = store.customer(customerId)?.account?.plan.name ?? 'plan';
  for (const charge of arrears) {
    charge.status = 'cancelled';
    charge.metadata = { ...charge.metadata, replaced_by_agreement: id };
  }
  const instalments = schedule(debt, count, now.toISOString().slice(0, 10)).map((instalment) => {
    const charge = openCharge(
      store,
      {
        customer_id: customerId,
        concept: 'agreement_instalment',
        amount_cents: instalment.amount_cents,
        description: `Plazo ${instalment.number} de ${count} del acuerdo de pago (${plan})`,
        period_start: instalment.due_date,
        period_end: instalment.due_date,
        metadata: { agreement_id: id, instalment: instalment.number },
      },
      now,
    );
    return { ...instalment, charge_id: charge.id, status: charge.status };
  });
  const agreement: PaymentAgreement = {
    id,
    customer_id: customerId,
    debt_cents: debt,
    currency: 'EUR',
    status: 'pending_first_payment',
    replaced_charge_ids: arrears.map((charge) => charge.id),
    instalments,
    created_at: now.toISOString(),
  };
  store.agreements.push(agreement);
  return agreement;
}

/** Paying an instalment honours the agreement: the account is no longer in arrears. */
export function registerAgreementEffects(): void {
  registerChargeEffect('agreement_instalment', (store, charge) => {
    const agreement = store.agreements.find((item) => item.id === charge.metadata.agreement_id);
    if (!agreement) return;
    agreementView(store, agreement);
    agreement.status = agreement.instalments.every((i) => i.status === 'paid') ? 'completed' : 'active';
    const account = store.customer(charge.customer_id)?.account;
    if (account?.payment_status === 'En Mora') account.payment_status = 'Active';
  });
}
