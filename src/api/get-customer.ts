import { CUSTOMER_FETCH_ERROR } from '../i18n/core.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl, segment } from './base-url.ts';
import type { Customer } from './types.ts';

/** GET {base}/customer/{id}?role={role} */
export function getCustomer(id: string, role: string): Promise<Customer> {
  return apiCall({ url: apiUrl(`/customer/${segment(id)}`), params: { role } }, CUSTOMER_FETCH_ERROR);
}
