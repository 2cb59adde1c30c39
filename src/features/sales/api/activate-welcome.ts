import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';

/** POST {base}/welcome/{token}: public, once; sets the password the customer chose. */
export function activateWelcome(token: string, password: string): Promise<{ activated: boolean; email: string }> {
  return apiCall({ url: apiUrl(`/welcome/${segment(token)}`), method: 'POST', data: { password } });
}
