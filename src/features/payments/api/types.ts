// The sandbox's payment shapes (demo-host/sandbox/openapi/payments.json), as the screens read them.
export type ChargeConcept = 'first_payment' | 'monthly_dues' | 'arrears' | 'upgrade' | 'extension' | 'agreement_instalment';

export interface Charge {
  id: string;
  customer_id: string;
  concept: ChargeConcept;
  description: string;
  amount_cents: number;
  currency: 'EUR';
  period_start: string | null;
  period_end: string | null;
  status: 'open' | 'paid' | 'cancelled';
  metadata: Record<string, unknown>;
}

export type PaymentStatus = 'created' | 'pending' | 'approved' | 'rejected' | 'awaiting_confirmation' | 'cancelled';

export interface SiteReference {
  headquarters_id: string;
  headquarters_name: string;
  headquarters_address: string;
  code: string;
  number: string;
  expires_at: string;
}

export interface Payment {
  id: string;
  customer_id: string;
  charge_ids: string[];
  description: string;
  amount_cents: number;
  currency: 'EUR';
  method: 'card' | 'site' | 'cash' | 'pos';
  status: PaymentStatus;
  rejection_reason: string | null;
  card: { brand: string; last4: string } | null;
  site: SiteReference | null;
  checkout_url: string | null;
  created_at: string;
  paid_at: string | null;
}

export interface Instalment {
  number: number;
  due_date: string;
  amount_cents: number;
}

export interface AgreementOptions {
  debt_cents: number;
  options: { instalments: number; schedule: Instalment[] }[];
}

export interface PaymentAgreement {
  id: string;
  status: 'pending_first_payment' | 'active' | 'completed';
  instalments: (Instalment & { charge_id: string; status: string })[];
}
