import { SKIP_INTERCEPTOR_HEADER } from '../constants.ts';
import { PHONE_VALIDATION_ERROR } from '../../i18n/core.ts';
import { requireConfig } from '../config.ts';
import { ApiError, errorText } from '../errors.ts';
import { request } from '../http/client.ts';

export interface ValidationResult {
  value: string;
  valid: boolean;
  exists: boolean;
}

type Params = Record<string, string | number | undefined>;

async function validate(path: string, value: string, params: Params | undefined, failure: string | null, skip = false) {
  try {
    const { data } = await request<ValidationResult>({
      url: `${requireConfig().url}/${path}/${encodeURIComponent(value)}`,
      params,
      headers: skip ? { [SKIP_INTERCEPTOR_HEADER]: 'true' } : undefined,
    });
    return data;
  } catch (error) {
    throw new ApiError(failure ?? errorText(error), error);
  }
}

/** GET {base}/validation/{value}: registration checks, sent with the skip header (no token handling). */
export function validateValue(value: string): Promise<ValidationResult> {
  return validate('validation', value, undefined, null, true);
}

export function validatePhone(value: string, params?: Params): Promise<ValidationResult> {
  return validate('customer/phone-validation', value, params, PHONE_VALIDATION_ERROR);
}

/** The spec reuses the phone message for this call. */
export function validateDocumentNumber(value: string, params?: Params): Promise<ValidationResult> {
  return validate('customer/document-number-validation', value, params, PHONE_VALIDATION_ERROR);
}
