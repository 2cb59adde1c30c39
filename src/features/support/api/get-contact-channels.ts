import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import { supportTexts } from '../../../i18n/support.ts';

export interface ContactChannels {
  phone: string;
  email: string;
  whatsapp: string;
  hours: { days: string; opens: string; closes: string }[];
  emergency_phone: string;
}

/** GET {base}/support/channels */
export function getContactChannels(): Promise<ContactChannels> {
  return apiCall({ url: apiUrl('/support/channels') }, supportTexts.channelsFetchError);
}
