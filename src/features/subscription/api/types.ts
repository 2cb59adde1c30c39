// The subscription as the API sends it: the contract's types (demo-host/sandbox/domains/subscriptions/schemas.ts).
export type {
  ServiceOffer,
  Subscription,
  SubscriptionChange as ChangeRequest,
  SubscriptionQuote as Quote,
} from '../../../../demo-host/sandbox/domains/subscriptions/schemas.ts';
/** The plan as the catalogue (GET /plans) describes it. */
export type { CatalogPlan as PlanTerms } from '../../../../demo-host/sandbox/domains/plans/schemas.ts';
