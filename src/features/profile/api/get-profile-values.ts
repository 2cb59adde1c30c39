import { apiCall } from '../../../core/http/client.ts';
import { formValuesUrl } from '../../../api/get-form-values.ts';
import type { FormValues } from '../../../api/types.ts';

/**
 * GET of the profile's form values that, unlike the shared call, does not swallow a failure: the profile must
 * never show empty fields (and save them over the real answers) because the server did not answer.
 */
export function getProfileValues(customerId: string): Promise<FormValues> {
  return apiCall({ url: formValuesUrl(customerId) });
}
