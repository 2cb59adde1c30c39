import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { StaffPayment } from './staff-types.ts';

/** GET {base}/staff-payments/{id}: a receipt (staff only, scoped). */
export function getStaffPayment(id: string): Promise<StaffPayment> {
  return apiCall({ url: apiUrl(`/staff-payments/${segment(id)}`) });
}
