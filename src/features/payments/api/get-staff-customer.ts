import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { StaffCustomer } from './staff-types.ts';

/** GET {base}/staff-payments/customers/{id}: the customer and their open charges (staff only, scoped). */
export function getStaffCustomer(id: string): Promise<StaffCustomer> {
  return apiCall({ url: apiUrl(`/staff-payments/customers/${segment(id)}`) });
}
