// The API's shapes as the portal reads them, in the API's own field names (spec section 3).

export interface Plan {
  code: string;
  name: string;
  price: number;
  periodicity: string;
  [field: string]: unknown;
}

export interface Customer {
  id: string;
  role: string;
  affiliation: 'CORPORATIVO' | null;
  first_name: string;
  first_lastname: string;
  second_name?: string | null;
  second_lastname?: string | null;
  email?: string;
  phone?: string;
  document_type?: string;
  document_number?: string;
  account: {
    payment_status: string;
    plan?: Plan;
    [field: string]: unknown;
  } | null;
  opportunity: { id: string; stage: string } | null;
  [field: string]: unknown;
}

export type BeneficiaryStatus = 'active' | 'invited' | 'disabled';

export interface Beneficiary {
  id: string;
  titular_id: string;
  first_name: string;
  first_lastname: string;
  relationship: string;
  status: BeneficiaryStatus;
  [field: string]: unknown;
}

/** The create/update body is not shown in the spec: the form sends its fields. */
export type BeneficiaryInput = Record<string, unknown>;

export interface NomenclatureItem {
  code: string;
  name: string;
}

export type NomenclatureList =
  | 'document-types-titular'
  | 'document-types-beneficiary'
  | 'civil-statuses'
  | 'relationships'
  | 'genders';

export interface ValidationResult {
  value: string;
  valid: boolean;
  exists: boolean;
}

export interface FormValues {
  general_status: 'PENDING' | string;
  values: Record<string, unknown>;
  [field: string]: unknown;
}
