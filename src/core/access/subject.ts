import type { Customer } from '../../api/types.ts';
import type { AccessSubject } from './module-access.ts';

/** What module access reads off a customer record. */
export function accessSubject(customer: Customer): AccessSubject {
  return {
    role: customer.role,
    affiliation: customer.affiliation,
    paymentStatus: customer.account?.payment_status ?? null,
    stage: customer.opportunity?.stage ?? null,
  };
}
