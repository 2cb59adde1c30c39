import { apiCall } from '../core/http/client.ts';
import { apiUrl, segment } from './base-url.ts';
import type { ReadingComfortChoice, SavedReadingComfort } from '#contract/reminders/schemas.ts';

const url = (personId: string) => apiUrl(`/customers/${segment(personId)}/reading-comfort`);

/** GET {base}/customers/{id}/reading-comfort: the person's saved choice, or the defaults with updated_at null. */
export const getReadingComfort = (personId: string): Promise<SavedReadingComfort> => apiCall({ url: url(personId) });

/** PUT {base}/customers/{id}/reading-comfort. */
export const saveReadingComfort = (personId: string, choice: ReadingComfortChoice): Promise<SavedReadingComfort> =>
  apiCall({ method: 'PUT', url: url(personId), data: choice });
