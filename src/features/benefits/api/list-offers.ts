import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import { benefitsTexts } from '../../../i18n/benefits.ts';

export type OfferCategoryCode = 'farmacias' | 'opticas' | 'gimnasios' | 'dentistas';

export interface PartnerPlace {
  name: string;
  address: string;
  postal_code: string;
  city: string;
  phone: string;
}

export type OfferDiscount = { kind: 'percent'; percent: number } | { kind: 'amount'; amount_cents: number; currency: string };

export interface Offer {
  id: string;
  category: { code: OfferCategoryCode; name: string };
  partner: string;
  title: string;
  discount: OfferDiscount;
  code: string;
  description: string;
  conditions: string[];
  how_to_use: string;
  places: PartnerPlace[];
  valid_until: string;
}

/** GET {base}/offers: every offer; the screen filters them as the member types. */
export function listOffers(): Promise<Offer[]> {
  return apiCall({ url: apiUrl('/offers') }, benefitsTexts.fetchError);
}
