import { PHONE_VALIDATION_ERROR } from '../i18n/core.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl, segment } from './base-url.ts';
import type { ValidationResult } from './types.ts';

/** GET {base}/customer/phone-validation/{value}, with its optional query parameters. */
export function validatePhone(value: string, params?: Record<string, string | undefined>): Promise<ValidationResult> {
  return apiCall({ url: apiUrl(`/customer/phone-validation/${segment(value)}`), params }, PHONE_VALIDATION_ERROR);
}
