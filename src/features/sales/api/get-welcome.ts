import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';

export interface WelcomeInfo {
  first_name: string;
  email: string;
  plan_name: string | null;
}

/** GET {base}/welcome/{token}: public, whom the welcome link greets. */
export function getWelcome(token: string): Promise<WelcomeInfo> {
  return apiCall({ url: apiUrl(`/welcome/${segment(token)}`) });
}
