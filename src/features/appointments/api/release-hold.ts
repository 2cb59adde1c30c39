import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';

/** DELETE {base}/appointment-holds/{id} — the member chose something else: let others have the slot. */
export function releaseHold(holdId: string): Promise<void> {
  return apiCall({ url: apiUrl(`/appointment-holds/${segment(holdId)}`), method: 'DELETE' });
}
