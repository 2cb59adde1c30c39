// The subscription as the API sends it: the contract's types (demo-host/sandbox/contract/subscriptions.ts).
export type {
  PlanTerms,
  ServiceOffer,
  Subscription,
  SubscriptionChange as ChangeRequest,
  SubscriptionQuote as Quote,
} from '../../../../demo-host/sandbox/domains/subscriptions/schemas.ts';
