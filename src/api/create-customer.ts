import { apiCall } from '../core/http/client.ts';
import { apiUrl } from './base-url.ts';
import type { Customer } from './types.ts';

/** POST {base}/customers. The body is the registration form's; 409/422 come back with the server's text. */
export function createCustomer(body: Record<string, unknown>): Promise<Customer> {
  return apiCall({ method: 'POST', url: apiUrl('/customers'), data: body });
}
