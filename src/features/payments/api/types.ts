// The payment shapes as the API sends them: the contract's types (contract/payments/schemas.ts).
export type {
  AgreementOptions,
  Charge,
  ChargeConcept,
  Instalment,
  Payment,
  PaymentAgreement,
  PaymentStatus,
  SiteReference,
} from '#contract/payments/schemas.ts';
