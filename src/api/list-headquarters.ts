import type { Headquarters } from '#contract/headquarters/schemas.ts';
import { HEADQUARTERS_FETCH_ERROR } from '../i18n/headquarters.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl } from './base-url.ts';

/** A centre of the provider; the same shape from the list and from GET /headquarters/{id}: the contract's type. */
export type { Headquarters, OpeningInterval, HeadquartersSpeciality as Speciality } from '#contract/headquarters/schemas.ts';
export type Weekday = keyof Headquarters['opening_hours'];

export interface HeadquartersFilter {
  /** A speciality code, e.g. "cardiologia". */
  speciality?: string;
  video_consultation?: boolean;
}

/** GET {base}/headquarters */
export function listHeadquarters(filter: HeadquartersFilter = {}): Promise<Headquarters[]> {
  return apiCall({ url: apiUrl('/headquarters'), params: { ...filter } }, HEADQUARTERS_FETCH_ERROR);
}
