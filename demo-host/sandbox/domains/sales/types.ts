// The sales force's records: who sold which membership, when and for how much. The customer itself (its
// account's payment status and its opportunity stage) lives in `store.customers`, so one record tells the truth.

export interface Advisor {
  id: string;
  /** The advisor's own login customer (vendedor@demo.es), or null for an advisor without a demo login. */
  customer_id: string | null;
  first_name: string;
  first_lastname: string;
  city: string;
}

export interface Sale {
  id: string;
  /** What the advisor reads to the customer and the receipt quotes ('VTA-2026-000123'). */
  reference: string;
  advisor_id: string;
  customer_id: string;
  plan_code: string;
  amount_cents: number;
  currency: 'EUR';
  /** ISO date-time. */
  sold_at: string;
  /** Sales registered in the portal (POST /sales) say how the first payment is taken; seeded ones do not. */
  payment_method?: SalePaymentMethod;
  headquarters_id?: string;
  /** The counter payment a 'site' sale opened (store.payments), with its reference. */
  site_payment_id?: string | null;
}

/** Cash or card terminal now (the staff payment screens), or later at a headquarters' counter with a reference. */
export type SalePaymentMethod = 'cash' | 'pos' | 'site';

/** A welcome link: the sold customer opens it once to choose their password, then signs in. */
export interface WelcomeToken {
  customerId: string;
  userId: string;
  expiresAt: number;
  usedAt: string | null;
}

/** Opportunity stages of the sales pipeline, in order; 'win' is the spec's won stage. */
export const STAGES = ['prospecting', 'proposal', 'negotiation', 'win', 'lost'] as const;
