import { PHONE_VALIDATION_ERROR } from '../i18n/core.ts';
import { apiCall } from '../core/http/client.ts';
import { apiUrl, segment } from './base-url.ts';
import type { ValidationResult } from './types.ts';

/** GET {base}/customer/document-number-validation/{value}. The spec reuses the phone check's failure message. */
export function validateDocumentNumber(value: string, params?: Record<string, string | undefined>): Promise<ValidationResult> {
  return apiCall({ url: apiUrl(`/customer/document-number-validation/${segment(value)}`), params }, PHONE_VALIDATION_ERROR);
}
