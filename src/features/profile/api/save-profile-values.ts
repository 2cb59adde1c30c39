import { apiCall } from '../../../core/http/client.ts';
import { formValuesUrl } from '../../../api/get-form-values.ts';
import type { FormValues } from '../../../api/types.ts';

/**
 * PUT {formUrlBackend}/forms/{formId}/versions/latest/values/{customerId}: the whole set of answers. The server
 * checks them (422 with a message per field) and decides general_status (COMPLETED when nothing is missing).
 */
export function saveProfileValues(customerId: string, values: Record<string, string>): Promise<FormValues> {
  return apiCall({ method: 'PUT', url: formValuesUrl(customerId), data: { values } });
}
