import { apiCall } from '../../../core/http/client.ts';
import { preferencesUrl } from './get-notification-preferences.ts';
import type { NotificationPreferences, ReminderPreferences } from './types.ts';

/** PUT {base}/customers/{id}/notification-preferences: the whole set, every kind the member has (422 otherwise). */
export function saveNotificationPreferences(customerId: string, preferences: ReminderPreferences): Promise<NotificationPreferences> {
  return apiCall({ method: 'PUT', url: preferencesUrl(customerId), data: { preferences } });
}
