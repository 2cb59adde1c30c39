import type { AccessSubject } from './module-access.ts';

/** The fields of the API's customer record (api/types.ts `Customer`) that module access reads. */
export interface AccessFields {
  role: string;
  affiliation: string | null;
  account: { payment_status: string } | null;
  opportunity: { stage: string } | null;
}

/** What module access reads off a customer record; `granted`: a caregiver acting for them (the user's `acting`). */
export function accessSubject(customer: AccessFields, granted?: readonly string[]): AccessSubject {
  return {
    role: customer.role,
    affiliation: customer.affiliation,
    paymentStatus: customer.account?.payment_status ?? null,
    stage: customer.opportunity?.stage ?? null,
    ...(granted ? { granted } : {}),
  };
}
