// The sales calls' shapes, in the API's own field names: the contract's types
// (demo-host/sandbox/domains/sales/schemas.ts), which the sandbox answers with too, so the two sides cannot drift apart.
export type {
  SalesAdvisor,
  SalesCustomer,
  SalesCustomerDetail,
  SalesCustomerPage as SalesPage,
  SalesSummary,
} from '../../../../demo-host/sandbox/domains/sales/schemas.ts';

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
