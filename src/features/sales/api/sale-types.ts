// The shapes of a registered sale (POST /sales, GET /sales/{id}), in the API's field names (demo-host/sandbox/domains/sales/schemas.ts).

export type SalePaymentMethod = 'cash' | 'pos' | 'site';

/** The counter reference of a 'site' sale while it can still be paid with it. */
export interface SaleSiteReference {
  headquarters_id: string;
  headquarters_name: string;
  headquarters_address: string;
  code: string;
  number: string;
  expires_at: string;
}

export interface RegisteredSale {
  id: string;
  reference: string;
  sold_at: string;
  advisor: { id: string; name: string };
  customer: {
    id: string;
    first_name: string;
    first_lastname: string;
    second_lastname: string | null;
    email: string;
    document_number: string;
  };
  plan: { code: string; name: string; periodicity: string | null };
  amount_cents: number;
  currency: 'EUR';
  payment_method: SalePaymentMethod | null;
  headquarters: { id: string; name: string } | null;
  beneficiaries: { id: string; first_name: string; first_lastname: string; status: string }[];
  payment: {
    status: 'paid' | 'pending';
    paid_at: string | null;
    receipt_number: string | null;
    method: string | null;
    site: SaleSiteReference | null;
  };
  welcome: { sent_to: string | null; sent_at: string | null; activated: boolean };
}
