// The subscription as the API sends it: the contract's types (contract/subscriptions/schemas.ts).
export type {
  ServiceOffer,
  Subscription,
  SubscriptionChange as ChangeRequest,
  SubscriptionQuote as Quote,
} from '#contract/subscriptions/schemas.ts';
/** The plan as the catalogue (GET /plans) describes it. */
export type { CatalogPlan as PlanTerms } from '#contract/plans/schemas.ts';
