import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import { supportTexts } from '../../../i18n/support.ts';

// The contract's shape, declared once as a schema (type-only: nothing of it reaches the chunk).
import type { ContactChannels } from '#contract/member-services/schemas.ts';
export type { ContactChannels };

/** GET {base}/support/channels */
export function getContactChannels(): Promise<ContactChannels> {
  return apiCall({ url: apiUrl('/support/channels') }, supportTexts.channelsFetchError);
}
