import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import { benefitsTexts } from '../../../i18n/benefits.ts';

// The shapes are the contract's, declared once as schemas; a type-only import leaves nothing in the chunk.
import type { Offer } from '#contract/member-services/schemas.ts';
export type { Offer, OfferCategoryCode, OfferDiscount, PartnerPlace } from '#contract/member-services/schemas.ts';

/** GET {base}/offers: every offer; the screen filters them as the member types. */
export function listOffers(): Promise<Offer[]> {
  return apiCall({ url: apiUrl('/offers') }, benefitsTexts.fetchError);
}
