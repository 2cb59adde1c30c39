import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import { supportTexts } from '../../../i18n/support.ts';

export interface Faq {
  id: string;
  topic: { code: string; name: string };
  question: string;
  answer: string;
}

/** GET {base}/support/faqs: all of them, grouped by topic in display order; the screen searches as the member types. */
export function listFaqs(): Promise<Faq[]> {
  return apiCall({ url: apiUrl('/support/faqs') }, supportTexts.faqFetchError);
}
