import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';
import type { NotificationPreferences } from './types.ts';

export const preferencesUrl = (customerId: string) => apiUrl(`/customers/${segment(customerId)}/notification-preferences`);

/** GET {base}/customers/{id}/notification-preferences: the member's own choices, or the defaults (updated_at null). */
export function getNotificationPreferences(customerId: string): Promise<NotificationPreferences> {
  return apiCall({ url: preferencesUrl(customerId) });
}
