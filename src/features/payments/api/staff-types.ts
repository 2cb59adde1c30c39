// The /staff-payments shapes as the API sends them: the contract's types
// (contract/staff-payments/schemas.ts), declared once.
import type { StaffPaymentCustomer } from '#contract/staff-payments/schemas.ts';

export type {
  StaffPaymentCustomer as StaffCustomer,
  StaffPaymentInput,
  StaffPaymentReceipt as StaffPayment,
} from '#contract/staff-payments/schemas.ts';

/** One charge of what a customer owes, as the staff screens list it. */
export type StaffCharge = StaffPaymentCustomer['charges'][number];
