// The API's shapes, in its own field names (docs/specification.md, section 3): the one definition the portal
// reads and the sandbox serves (demo-host/sandbox/types.ts re-exports these; the OpenAPI contract test checks
// the sandbox's answers against openapi/*.json).

/** As the API writes it; the portal compares roles case-insensitively (core/roles.ts). */
export type Role = 'Titular' | 'Beneficiario' | 'Vendedor' | 'Asesor';
/** Every status of spec sections 3 and 4 (home-alerts.ts gives each its alert; any other value is logged, not shown). */
export type PaymentStatus = 'payment_pending' | 'payment_confirmation_sent' | 'En Mora' | 'Active' | 'Completed' | 'InviteBeneficiary';
export type Affiliation = 'CORPORATIVO';

/** The plan as the customer's account names it; the plans catalogue (`GET /plans`) is the onboarding area's. */
export interface PlanSummary {
  code: string;
  name: string;
  price: number;
  periodicity: string;
}

export interface Membership<P extends PlanSummary = PlanSummary> {
  id: string;
  plan: P;
  payment_status: PaymentStatus;
  member_since: string;
  next_payment_date: string;
}

export interface Address {
  street: string;
  city: string;
  province: string;
  postal_code: string;
}

export interface Opportunity {
  id: string;
  /** 'win' once the sale is closed; another stage name before. */
  stage: string;
}

export interface Customer<P extends PlanSummary = PlanSummary> {
  id: string;
  role: Role;
  affiliation: Affiliation | null;
  first_name: string;
  second_name: string | null;
  first_lastname: string;
  second_lastname: string | null;
  email: string;
  phone: string;
  document_type: string;
  document_number: string;
  birth_date: string;
  gender: string;
  civil_status: string;
  address: Address;
  account: Membership<P> | null;
  opportunity: Opportunity | null;
}

export type BeneficiaryStatus = 'active' | 'invited' | 'disabled';

export interface Beneficiary {
  id: string;
  titular_id: string;
  first_name: string;
  first_lastname: string;
  second_lastname: string | null;
  document_type: string;
  document_number: string | null;
  birth_date: string;
  gender: string;
  relationship: string;
  email: string | null;
  phone: string | null;
  status: BeneficiaryStatus;
  invited_at: string | null;
}

/** The create/update body is the beneficiary form's fields (the sandbox checks them: beneficiary-input.ts). */
export type BeneficiaryInput = Record<string, unknown>;

export type FormStatus = 'PENDING' | 'COMPLETED';

export interface FormValues {
  form_id: string;
  version: number;
  customer_id: string;
  general_status: FormStatus;
  values: Record<string, unknown>;
}

export interface NomenclatureItem {
  code: string;
  name: string;
}

export type NomenclatureList = 'document-types-titular' | 'document-types-beneficiary' | 'civil-statuses' | 'relationships' | 'genders';

export interface ValidationResult {
  value: string;
  valid: boolean;
  exists: boolean;
}
