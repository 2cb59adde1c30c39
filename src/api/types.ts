// The API's shapes, in its own field names (docs/specification.md, section 3): the contract's schemas
// (demo-host/sandbox/contract/accounts.ts), declared once. Type-only: nothing of the contract reaches the bundle.
// The sandbox reads the same types (demo-host/sandbox/types.ts), so the two sides cannot drift apart.
export type {
  Address,
  Affiliation,
  Beneficiary,
  BeneficiaryInput,
  BeneficiaryStatus,
  Customer,
  FormStatus,
  FormValues,
  Membership,
  NomenclatureItem,
  NomenclatureList,
  Opportunity,
  PaymentStatus,
  Role,
  ValidationResult,
} from '../../demo-host/sandbox/domains/accounts/schemas.ts';
