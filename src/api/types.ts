// The API's shapes, in its own field names (docs/specification.md, section 3): the contract's schemas
// (contract/<domain>/schemas.ts), declared once. Type-only: nothing of the contract reaches the
// bundle. The sandbox reads the same types, so the two sides cannot drift apart.
export type {
  Address,
  Affiliation,
  Customer,
  Membership,
  NomenclatureItem,
  NomenclatureList,
  Opportunity,
  PaymentStatus,
  Role,
  ValidationResult,
} from '#contract/accounts/schemas.ts';
export type { Beneficiary, BeneficiaryInput, BeneficiaryStatus } from '#contract/beneficiaries/schemas.ts';
export type { FormStatus, FormValues } from '#contract/forms/schemas.ts';
