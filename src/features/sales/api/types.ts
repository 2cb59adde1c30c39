// The sales calls' shapes, in the API's own field names (demo-host/sandbox/openapi/sales.json).

export interface SalesCustomer {
  customer_id: string;
  sale_id: string;
  reference: string;
  first_name: string;
  first_lastname: string;
  second_lastname: string | null;
  email: string;
  phone: string;
  document_number: string;
  city: string;
  plan: { code: string; name: string };
  amount_cents: number;
  currency: 'EUR';
  sold_at: string;
  advisor: { id: string; name: string };
  stage: string | null;
  payment_status: string | null;
}

export interface SalesPage {
  items: SalesCustomer[];
  total: number;
  page: number;
  page_size: number;
  pages: number;
}

export interface SalesSummary {
  count: number;
  total_cents: number;
  won_cents: number;
  currency: 'EUR';
  by_stage: Record<string, number>;
  by_payment_status: Record<string, number>;
}

export interface SalesAdvisor {
  id: string;
  name: string;
  city: string;
  own: boolean;
}

export interface SalesCustomerDetail extends SalesCustomer {
  customer: {
    document_type: string;
    birth_date: string;
    address: { street: string; city: string; province: string; postal_code: string };
  };
  beneficiaries: {
    id: string;
    first_name: string;
    first_lastname: string;
    second_lastname: string | null;
    relationship: string;
    status: string;
  }[];
  payments: {
    id: string;
    description: string;
    amount_cents: number;
    status: string;
    created_at: string;
    paid_at: string | null;
    receipt_number: string | null;
    method: string | null;
  }[];
  open_amount_cents: number;
  actions: { register_payment: boolean; resend_welcome: boolean };
}

/** The list's query, as the URL and the API both write it. */
export interface SalesQuery {
  page?: number;
  page_size?: number;
  q?: string;
  advisor?: string;
  status?: string;
  from?: string;
  to?: string;
  sort?: string;
}
