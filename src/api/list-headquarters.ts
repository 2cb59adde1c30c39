import { HEADQUARTERS_FETCH_ERROR } from '../i18n/headquarters.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl } from './base-url.ts';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** Local time of the site (Europe/Madrid), "HH:MM"; closes after opens on the same day. */
export interface OpeningInterval {
  opens: string;
  closes: string;
}

export interface Speciality {
  code: string;
  name: string;
}

/** A centre of the provider; the same shape from the list and from GET /headquarters/{id}. */
export interface Headquarters {
  id: string;
  name: string;
  city: string;
  province: string;
  address: string;
  postal_code: string;
  /** E.164, ready for a tel: link. */
  phone: string;
  email: string;
  location: { lat: number; lng: number };
  time_zone: string;
  /** Every weekday; an empty list means closed all day. */
  opening_hours: Record<Weekday, OpeningInterval[]>;
  services: string[];
  specialities: Speciality[];
  video_consultation: boolean;
  payment_desk: boolean;
}

export interface HeadquartersFilter {
  /** A speciality code, e.g. "cardiologia". */
  speciality?: string;
  video_consultation?: boolean;
}

/** GET {base}/headquarters */
export function listHeadquarters(filter: HeadquartersFilter = {}): Promise<Headquarters[]> {
  return apiCall({ url: apiUrl('/headquarters'), params: { ...filter } }, HEADQUARTERS_FETCH_ERROR);
}
