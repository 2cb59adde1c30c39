import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import type { Represented } from '#contract/caregivers/schemas.ts';

export type { Represented };

/** GET {base}/caregivers/represented: the people who let the signed-in login help them (docs/caregivers.md). */
export function listRepresented(): Promise<Represented[]> {
  return apiCall({ url: apiUrl('/caregivers/represented') });
}
