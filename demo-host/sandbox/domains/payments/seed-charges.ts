// What the demo accounts owe and have paid, consistent with their payment_status in ../accounts/seed-customers.ts:
// pendiente@ owes the first payment of the plan it just registered, mora@ three overdue months (the account is
// 'En Mora'), validacion@ a first payment already paid at a headquarters and awaiting validation, nuevo@ its next
// monthly fee (not yet due); the others have a paid history for Mis Pagos. Amounts follow the plans' prices.
import type { Charge, ChargeConcept } from '../../../../contract/payments/schemas.ts';

interface Plan {
  name: string;
  cents: number;
  months: number;
}

const FAMILIAR: Plan = { name: 'Plan Familiar', cents: 3990, months: 1 };
const INDIVIDUAL: Plan = { name: 'Plan Individual', cents: 2490, months: 1 };
const INDIVIDUAL_ANUAL: Plan = { name: 'Plan Individual Anual', cents: 26900, months: 12 };
const EMPRESAS: Plan = { name: 'Plan Empresas', cents: 1850, months: 1 };
const FAMILIAR_PLUS: Plan = { name: 'Plan Familiar Plus', cents: 5490, months: 1 };

const DESCRIPTION: Record<ChargeConcept, (plan: Plan) => string> = {
  first_payment: (plan) => `Primer pago del ${plan.name}`,
  monthly_dues: (plan) => (plan.months === 12 ? `Cuota anual del ${plan.name}` : `Cuota mensual del ${plan.name}`),
  arrears: (plan) => `Cuota vencida del ${plan.name}`,
  upgrade: (plan) => `Cambio al ${plan.name}`,
  extension: (plan) => `Servicios añadidos al ${plan.name}`,
  agreement_instalment: (plan) => `Plazo del acuerdo de pago del ${plan.name}`,
};

/** The last day covered by a period that starts on `start` and lasts `months` months. */
function periodEnd(start: string, months: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const monthsAfter = (start: string, count: number): string => {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString().slice(0, 10);
};

export function seedCharges(): Charge[] {
  const charges: Charge[] = [];
  const add = (customer_id: string, concept: ChargeConcept, plan: Plan, start: string, paidOn: string | null) => {
    charges.push({
      id: `chg-${5001 + charges.length}`,
      customer_id,
      concept,
      description: DESCRIPTION[concept](plan),
      amount_cents: plan.cents,
      currency: 'EUR',
      period_start: start,
      period_end: periodEnd(start, plan.months),
      status: paidOn ? 'paid' : 'open',
      created_at: `${start}T07:00:00.000Z`,
      paid_at: paidOn ? `${paidOn}T09:41:00.000Z` : null,
      metadata: {},
    });
  };
  /** `count` consecutive months from `first`, each paid on the day its period starts. */
  const paidMonths = (customerId: string, plan: Plan, first: string, count: number) => {
    for (let i = 0; i < count; i += 1) add(customerId, 'monthly_dues', plan, monthsAfter(first, i), monthsAfter(first, i));
  };

  // titular@: four months paid by card.
  paidMonths('cus-1001', FAMILIAR, '2026-08-14', 4);
  // nuevo@: registered on 30 October; its second fee falls due on 30 November.
  add('cus-1004', 'first_payment', INDIVIDUAL, '2026-10-30', '2026-10-30');
  add('cus-1004', 'monthly_dues', INDIVIDUAL, '2026-11-30', null);
  // completo@: one annual fee.
  add('cus-1005', 'monthly_dues', INDIVIDUAL_ANUAL, '2026-04-19', '2026-04-19');
  // corporativo@: the company plan, monthly.
  paidMonths('cus-1006', EMPRESAS, '2026-10-03', 2);
  // mora@: paid until 20 September, then three months unpaid (119,70 €).
  paidMonths('cus-1007', FAMILIAR, '2026-06-21', 3);
  for (let i = 0; i < 3; i += 1) add('cus-1007', 'arrears', FAMILIAR, monthsAfter('2026-09-21', i), null);
  // pendiente@: registered on 18 November, nothing paid yet.
  add('cus-1008', 'first_payment', INDIVIDUAL, '2026-11-18', null);
  // validacion@: paid at a headquarters; the charge stays open until the payment is validated.
  add('cus-1009', 'first_payment', FAMILIAR, '2026-11-15', null);
  // familia@ as holder of her own plan.
  paidMonths('cus-1013', FAMILIAR, '2026-10-09', 2);
  // otrotitular@: the family plus plan, monthly (last, so every charge id above stays as it was).
  paidMonths('cus-1017', FAMILIAR_PLUS, '2026-10-06', 2);
  return charges;
}
