import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';

/** POST {base}/sales/customers/{id}/welcome: a new link to choose a password, to the customer's e-mail. */
export function resendWelcome(customerId: string, welcomeUrl: string): Promise<{ sent: boolean; sent_to: string; sent_at: string }> {
  return apiCall({ url: apiUrl(`/sales/customers/${segment(customerId)}/welcome`), method: 'POST', data: { welcome_url: welcomeUrl } });
}
