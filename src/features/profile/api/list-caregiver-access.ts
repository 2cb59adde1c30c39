import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { AccessLogEntry } from '#contract/caregivers/schemas.ts';

export type { AccessLogEntry };

/** GET {base}/caregivers/access-log?customer_id=: "Quién ha entrado", newest first. */
export function listCaregiverAccess(customerId: string): Promise<AccessLogEntry[]> {
  return apiCall({ url: apiUrl('/caregivers/access-log'), params: { customer_id: customerId } });
}
