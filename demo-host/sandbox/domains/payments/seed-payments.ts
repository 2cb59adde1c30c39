// The payments behind the seeded charges (seed-charges.ts): every paid charge was paid by card on its day,
// and validacion@'s first payment was paid at a headquarters' counter and awaits validation.
import type { Charge, Payment } from '../../../../contract/payments/schemas.ts';
import { referenceFor, SITE_REFERENCE_HOURS } from './site-reference.ts';

/** Each holder pays with their own card. */
const CARDS: Record<string, string> = {
  'cus-1001': '4821',
  'cus-1004': '0093',
  'cus-1005': '7310',
  'cus-1006': '5566',
  'cus-1007': '2208',
  'cus-1013': '6164',
};

const base = (id: string, charge: Charge): Payment => ({
  id,
  customer_id: charge.customer_id,
  charge_ids: [charge.id],
  description: charge.description,
  amount_cents: charge.amount_cents,
  currency: 'EUR',
  method: 'card',
  status: 'approved',
  rejection_code: null,
  rejection_reason: null,
  card: null,
  site: null,
  agreement_id: null,
  return_url: null,
  checkout_url: null,
  created_at: charge.created_at,
  updated_at: charge.paid_at ?? charge.created_at,
  paid_at: charge.paid_at,
});

export function seedPayments(charges: Charge[]): Payment[] {
  const payments: Payment[] = [];
  const nextId = () => `pay-${3001 + payments.length}`;
  for (const charge of charges.filter((item) => item.status === 'paid')) {
    payments.push({ ...base(nextId(), charge), card: { brand: 'Visa', last4: CARDS[charge.customer_id] ?? '4242' } });
  }
  const validation = charges.find((item) => item.customer_id === 'cus-1009' && item.status === 'open');
  if (validation) {
    const id = nextId();
    const issued = Date.parse('2026-11-15T10:12:00.000Z');
    payments.push({
      ...base(id, validation),
      method: 'site',
      status: 'awaiting_confirmation',
      paid_at: null,
      created_at: new Date(issued).toISOString(),
      updated_at: new Date(issued).toISOString(),
      site: {
        headquarters_id: 'hq-madrid',
        headquarters_name: 'Centro Médico Madrid Salamanca',
        headquarters_address: 'Calle de Velázquez 57, 28001 Madrid',
        ...referenceFor(id),
        expires_at: new Date(issued + SITE_REFERENCE_HOURS * 3600 * 1000).toISOString(),
      },
    });
  }
  return payments;
}
