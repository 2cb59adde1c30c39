import { apiUrl } from '../../../api/base-url.ts';
import { postOnce } from './post-once.ts';
import type { StaffPayment, StaffPaymentInput } from './staff-types.ts';

/** POST {base}/staff-payments with the attempt's Idempotency-Key: settles everything the customer owes. */
export function registerStaffPayment(input: StaffPaymentInput, key: string): Promise<StaffPayment> {
  return postOnce<StaffPayment>(apiUrl('/staff-payments'), input, key);
}
