// The sales calls' shapes, in the API's own field names: the contract's types
// (contract/sales/schemas.ts), which the sandbox answers with too, so the two sides cannot drift apart.
export type {
  SalesAdvisor,
  SalesCustomer,
  SalesCustomerDetail,
  SalesCustomerPage as SalesPage,
  SalesSummary,
  SalesCustomerQuery as SalesQuery,
} from '#contract/sales/schemas.ts';
