import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';

export interface Confirmation {
  confirmed: true;
  customer_id: string;
  email: string;
  first_name: string;
  first_lastname: string;
}

/** POST {base}/customers/confirmations: the one-use token of the e-mail link (404 unknown, 410 used/expired). */
export function confirmRegistration(token: string): Promise<Confirmation> {
  return apiCall({ method: 'POST', url: apiUrl('/customers/confirmations'), data: { token } });
}
