// The spec's validation calls as field checks: the call's failure keeps the spec's message (the ApiError's);
// a number that is taken or not valid gets a clear Spanish one.
import { validateDocumentNumber } from '../api/validate-document-number.ts';
import { validatePhone } from '../api/validate-phone.ts';
import { validateValue } from '../api/validate-value.ts';
import { formTexts as t } from '../i18n/forms.ts';
import { ShownError, tooManyText } from '../core/errors/error-message.ts';
import type { RemoteCheck } from './debounced-check.ts';
import { normalizeDocument } from './document-number.ts';
import { spanishMobile } from './phone.ts';

/** Over the server's limit of checks: the field says how long to wait instead of the call's failure. */
const waitingOnLimit =
  (check: RemoteCheck): RemoteCheck =>
  async (value) => {
    try {
      return await check(value);
    } catch (error) {
      const wait = tooManyText(error);
      throw wait ? new ShownError(wait) : error;
    }
  };

/** `extra`: further query parameters (an invited beneficiary passes their own id: their record is not "taken"). */
export const documentNumberCheck = (documentType: string, extra: Record<string, string> = {}): RemoteCheck =>
  waitingOnLimit(async (value) => {
    const result = await validateDocumentNumber(normalizeDocument(value), { document_type: documentType, ...extra });
    if (!result.valid) return t.invalid.document;
    return result.exists ? t.taken.document : undefined;
  });

export const phoneCheckWith = (extra: Record<string, string> = {}): RemoteCheck =>
  waitingOnLimit(async (value) => {
    const result = await validatePhone(spanishMobile(value) ?? value.trim(), { country_code: '34', ...extra });
    if (!result.valid) return t.invalid.phone;
    return result.exists ? t.taken.phone : undefined;
  });

export const phoneCheck: RemoteCheck = phoneCheckWith();

/**
 * The sign-up e-mail, through GET {base}/validation/{value}: the one tokenless check (skip header), because the
 * person signing up has no session yet. An address that already has an account is said before the OTP is sent.
 */
export const emailCheck: RemoteCheck = waitingOnLimit(async (value) => {
  const result = await validateValue(value.trim());
  if (!result.valid) return t.invalid.email;
  return result.exists ? t.taken.email : undefined;
});
