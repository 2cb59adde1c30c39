// The sandbox's /staff-payments answers (demo-host/sandbox/domains/staff-payments/schemas.ts).
import type { ChargeConcept } from './types.ts';

export interface StaffCharge {
  id: string;
  concept: ChargeConcept;
  description: string;
  amount_cents: number;
  currency: 'EUR';
  /** Dues and arrears name their month; the first payment has none. */
  period_start?: string | null;
  period_end?: string | null;
}

/** Who pays and what they owe, as the staff screens show it. */
export interface StaffCustomer {
  id: string;
  full_name: string;
  document_type: string;
  document_number: string;
  plan: { code: string; name: string } | null;
  shown_status: string | null;
  sale_id: string | null;
  charges: StaffCharge[];
  open_amount_cents: number;
  currency: 'EUR';
}

export type StaffPaymentInput =
  | { customer_id: string; headquarters_id: string; method: 'cash'; amount_received_cents: number; sale_id?: string }
  | { customer_id: string; headquarters_id: string; method: 'pos'; pos_voucher: string; card_last4?: string; sale_id?: string };

/** The receipt. */
export interface StaffPayment {
  id: string;
  receipt_number: string;
  customer_id: string;
  customer_name: string;
  customer_document: string | null;
  charges: StaffCharge[];
  amount_cents: number;
  currency: 'EUR';
  method: 'cash' | 'pos';
  headquarters_id: string;
  headquarters_name: string;
  amount_received_cents: number | null;
  change_cents: number | null;
  pos_voucher: string | null;
  card_last4: string | null;
  sale_id: string | null;
  registered_by_name: string;
  created_at: string;
}
