import { requireConfig } from '../config.ts';
import { request } from '../http/client.ts';

export interface FormValues {
  general_status: 'PENDING' | string;
  values: Record<string, unknown>;
  [field: string]: unknown;
}

/** GET {formUrlBackend}/forms/{formId}/versions/latest/values/{customerId}. The spec swallows failures: undefined. */
export async function getFormValues(customerId: string): Promise<FormValues | undefined> {
  try {
    const { formUrlBackend, formId } = requireConfig();
    const url = `${formUrlBackend}/forms/${encodeURIComponent(formId)}/versions/latest/values/${encodeURIComponent(customerId)}`;
    return (await request<FormValues>({ url })).data;
  } catch {
    return undefined;
  }
}
