// About 500 customers sold by 8 advisors over the last twelve months (vendedor@demo.es is one of them), made
// by a seeded generator so every reset gives the same people. They are ordinary customers (store.customers)
// with their sale (store.sales), their charges and, on family plans, their beneficiaries.
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';
import type { Customer, PaymentStatus } from '../../../../contract/accounts/schemas.ts';
import type { Charge } from '../../../../contract/payments/schemas.ts';
import type { AccountsState } from '../accounts/state.ts';
import type { BeneficiariesState } from '../beneficiaries/state.ts';
import type { PaymentsState } from '../payments/state.ts';
import type { Advisor, Sale } from './types.ts';
import { seededPlan } from '../plans/seed.ts';
import { prng, type Prng } from './prng.ts';
import { femaleNames, maleNames, places, surnames } from './seed-people.ts';

export const SALES_SEED = 20261123;
export const GENERATED_CUSTOMERS = 500;
const DAY_MS = 86_400_000;
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export const seedAdvisors = (): Advisor[] => [
  { id: 'ase-01', customer_id: 'cus-1011', first_name: 'Marta', first_lastname: 'Cano', city: 'Madrid' },
  { id: 'ase-02', customer_id: 'cus-1016', first_name: 'Óscar', first_lastname: 'Bermejo', city: 'Madrid' },
  { id: 'ase-03', customer_id: null, first_name: 'Lorena', first_lastname: 'Quintana', city: 'Barcelona' },
  { id: 'ase-04', customer_id: null, first_name: 'Héctor', first_lastname: 'Salvador', city: 'Valencia' },
  { id: 'ase-05', customer_id: null, first_name: 'Patricia', first_lastname: 'Lorenzo', city: 'Sevilla' },
  { id: 'ase-06', customer_id: null, first_name: 'Andrés', first_lastname: 'Cabello', city: 'Zaragoza' },
  { id: 'ase-07', customer_id: null, first_name: 'Verónica', first_lastname: 'Pastor', city: 'Málaga' },
  { id: 'ase-08', customer_id: null, first_name: 'Iker', first_lastname: 'Etxeberria', city: 'Bilbao' },
];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const digits = (r: Prng, n: number) => Array.from({ length: n }, () => r.int(10)).join('');

function dni(r: Prng): string {
  const number = 10_000_000 + r.int(89_999_999);
  return `${number}${DNI_LETTERS[number % 23]}`;
}

function statusOf(r: Prng): { stage: string; payment: PaymentStatus } {
  const stage = r.weighted([
    ['win', 70],
    ['negotiation', 10],
    ['proposal', 8],
    ['prospecting', 7],
    ['lost', 5],
  ] as const);
  if (stage !== 'win') return { stage, payment: 'payment_pending' };
  const payment = r.weighted<PaymentStatus>([
    ['Active', 70],
    ['payment_pending', 12],
    ['payment_confirmation_sent', 8],
    ['En Mora', 10],
  ]);
  return { stage, payment };
}

function charge(
  id: string,
  customer: Customer,
  concept: Charge['concept'],
  description: string,
  cents: number,
  at: string,
  status: Charge['status'],
): Charge {
  return {
    id,
    customer_id: customer.id,
    concept,
    description,
    amount_cents: cents,
    currency: 'EUR',
    period_start: null,
    period_end: null,
    status,
    created_at: at,
    paid_at: status === 'paid' ? at : null,
    metadata: {},
  };
}

/** The charges a sale left behind: its first payment (paid, open or cancelled) and, in arrears, the unpaid dues. */
function chargesOf(customer: Customer, sale: Sale): Charge[] {
  const n = sale.id.slice(4);
  const first = (status: Charge['status']) =>
    charge(`chg-s${n}`, customer, 'first_payment', 'Primer pago de la afiliación', sale.amount_cents, sale.sold_at, status);
  const stage = customer.opportunity?.stage;
  const payment = customer.account?.payment_status;
  if (stage === 'lost') return [first('cancelled')];
  if (stage !== 'win' || payment === 'payment_pending') return [first('open')];
  if (payment === 'En Mora')
    return [first('paid'), charge(`chg-m${n}`, customer, 'arrears', 'Cuotas pendientes', sale.amount_cents, sale.sold_at, 'open')];
  return [first('paid')];
}

function beneficiariesOf(r: Prng, customer: Customer, planCode: string): Beneficiary[] {
  const count = planCode === 'FAMILIAR' ? r.int(4) : planCode === 'EMPRESAS' ? r.int(2) : 0;
  return Array.from({ length: count }, (_, i) => {
    const female = r.next() < 0.5;
    const relationship = i === 0 ? 'CONYUGE' : 'HIJO';
    const adult = relationship === 'CONYUGE';
    const year = adult ? 1960 + r.int(40) : 2008 + r.int(16);
    return {
      id: `ben-${customer.id.slice(4)}${i}`,
      titular_id: customer.id,
      first_name: r.pick(female ? femaleNames : maleNames),
      first_lastname: adult ? r.pick(surnames) : customer.first_lastname,
      second_lastname: adult ? r.pick(surnames) : customer.second_lastname,
      document_type: adult ? 'DNI' : 'MENOR',
      document_number: adult ? dni(r) : null,
      birth_date: `${year}-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`,
      gender: female ? 'F' : 'M',
      relationship,
      email: null,
      phone: null,
      status: r.next() < 0.7 ? 'active' : 'invited',
      invited_at: customer.account?.member_since ? `${customer.account.member_since}T12:00:00.000Z` : null,
    };
  });
}

function person(r: Prng, n: number, soldMs: number, advisor: Advisor): { customer: Customer; sale: Sale; planCode: string } {
  const female = r.next() < 0.5;
  const first_name = r.pick(female ? femaleNames : maleNames);
  const [first_lastname, second_lastname] = [r.pick(surnames), r.pick(surnames)];
  const place = r.next() < 0.5 ? (places.find((p) => p.city === advisor.city) ?? r.pick(places)) : r.pick(places);
  const planCode = r.weighted([
    ['FAMILIAR', 40],
    ['INDIVIDUAL', 35],
    ['INDIVIDUAL_ANUAL', 15],
    ['EMPRESAS', 10],
  ] as const);
  const { stage, payment } = statusOf(r);
  const id = `cus-${5000 + n}`;
  const soldDay = isoDay(soldMs);
  const customer: Customer = {
    id,
    role: 'Titular',
    affiliation: planCode === 'EMPRESAS' ? 'CORPORATIVO' : null,
    first_name,
    second_name: null,
    first_lastname,
    second_lastname,
    email: `${ascii(first_name)}.${ascii(first_lastname)}${n}@correo.es`,
    phone: `+34${r.next() < 0.8 ? 6 : 7}${digits(r, 8)}`,
    document_type: 'DNI',
    document_number: dni(r),
    birth_date: `${1950 + r.int(55)}-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`,
    gender: female ? 'F' : 'M',
    civil_status: r.pick(['SOLTERO', 'CASADO', 'CASADO', 'PAREJA_HECHO', 'DIVORCIADO']),
    address: {
      street: `${r.pick(place.streets)} ${1 + r.int(180)}`,
      city: place.city,
      province: place.province,
      postal_code: `${place.postal}${String(1 + r.int(50)).padStart(2, '0')}`,
    },
    account: {
      id: `CTA-${soldDay.slice(0, 4)}-${5000 + n}`,
      plan: seededPlan(planCode),
      payment_status: payment,
      member_since: soldDay,
      next_payment_date: isoDay(soldMs + 30 * DAY_MS),
    },
    opportunity: { id: `opp-${5000 + n}`, stage },
  };
  const sale = saleFor(n, advisor.id, id, planCode, new Date(soldMs).toISOString());
  return { customer, sale, planCode };
}

export function saleFor(n: number, advisorId: string, customerId: string, planCode: string, soldAt: string): Sale {
  return {
    id: `vta-${n}`,
    reference: `VTA-${soldAt.slice(0, 4)}-${String(n).padStart(6, '0')}`,
    advisor_id: advisorId,
    customer_id: customerId,
    plan_code: planCode,
    // The first payment the sale opens: the plan's price at the periodicity it is paid.
    amount_cents: Math.round(seededPlan(planCode).price * 100),
    currency: 'EUR',
    sold_at: soldAt,
  };
}

/** The slices the sales seed adds to (seeded before it, domains/index.ts). */
export type SeedStore = AccountsState & BeneficiariesState & PaymentsState;

/**
 * The advisors and their sales; the generated customers, their charges and beneficiaries join the store's (the
 * accounts, payments and beneficiaries slices, already seeded).
 */
export function seedSales(store: SeedStore, nowMs: number): { advisors: Advisor[]; sales: Sale[] } {
  const r = prng(SALES_SEED);
  const advisors = seedAdvisors();
  const sales: Sale[] = [];
  for (let n = 0; n < GENERATED_CUSTOMERS; n += 1) {
    const advisor = advisors[n % advisors.length] as Advisor;
    // Skewed towards recent months, office hours; the first sales of each advisor fall in the last few days.
    const daysAgo = n < advisors.length * 2 ? r.int(4) : Math.floor(Math.pow(r.next(), 1.2) * 365);
    const soldMs = nowMs - daysAgo * DAY_MS - r.int(8 * 3_600_000);
    const { customer, sale, planCode } = person(r, n, soldMs, advisor);
    store.customers.push(customer);
    sales.push(sale);
    store.charges.push(...chargesOf(customer, sale));
    store.beneficiaries.push(...beneficiariesOf(r, customer, planCode));
  }
  // Demo accounts sold by vendedor@demo.es (pending payment, open negotiation) and by another advisor.
  const demoSales: [string, string][] = [
    ['cus-1008', 'ase-01'],
    ['cus-1010', 'ase-01'],
    ['cus-1009', 'ase-02'],
  ];
  for (const [customerId, advisorId] of demoSales) {
    const customer = store.customers.find((c) => c.id === customerId);
    if (!customer?.account) continue;
    const n = sales.length;
    sales.push(saleFor(n, advisorId, customerId, customer.account.plan.code, `${customer.account.member_since}T10:30:00.000Z`));
  }
  return { advisors, sales };
}
