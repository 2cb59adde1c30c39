import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import { supportTexts } from '../../../i18n/support.ts';

// The contract's shape, declared once as a schema (type-only: nothing of it reaches the chunk).
import type { Faq } from '#contract/member-services/schemas.ts';
export type { Faq };

/** GET {base}/support/faqs: all of them, grouped by topic in display order; the screen searches as the member types. */
export function listFaqs(): Promise<Faq[]> {
  return apiCall({ url: apiUrl('/support/faqs') }, supportTexts.faqFetchError);
}
