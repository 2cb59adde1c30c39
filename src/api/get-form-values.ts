import { requireConfig } from '../core/config/config.ts';
import { apiCall } from '../core/http/client.ts';
import { segment } from './base-url.ts';
import type { FormValues } from './types.ts';

/** The profile form's URL on the form backend of the configuration (the profile screen reads and saves there too). */
export function formValuesUrl(customerId: string): string {
  const { formUrlBackend, formId } = requireConfig();
  return `${formUrlBackend}/forms/${segment(formId)}/versions/latest/values/${segment(customerId)}`;
}

/** GET {formUrlBackend}/forms/{formId}/versions/latest/values/{customerId}. The spec swallows failures: undefined. */
export function getFormValues(customerId: string): Promise<FormValues | undefined> {
  return apiCall<FormValues>({ url: formValuesUrl(customerId) }).catch(() => undefined);
}
