import { SKIP_INTERCEPTOR_HEADER } from '../core/constants.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl, segment } from './base-url.ts';
import type { ValidationResult } from './types.ts';

/** GET {base}/validation/{value}: sent with the skip header, so without token handling (docs/specification.md, section 7). */
export function validateValue(value: string): Promise<ValidationResult> {
  return apiCall({ url: apiUrl(`/validation/${segment(value)}`), headers: { [SKIP_INTERCEPTOR_HEADER]: 'true' } });
}
