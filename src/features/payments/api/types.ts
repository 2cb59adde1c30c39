// The payment shapes as the API sends them: the contract's types (demo-host/sandbox/domains/payments/schemas.ts).
export type {
  AgreementOptions,
  Charge,
  ChargeConcept,
  Instalment,
  Payment,
  PaymentAgreement,
  PaymentStatus,
  SiteReference,
} from '../../../../demo-host/sandbox/domains/payments/schemas.ts';
