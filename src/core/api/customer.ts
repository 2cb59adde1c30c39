import { CUSTOMER_FETCH_ERROR } from '../../i18n/core.ts';
import { requireConfig } from '../config.ts';
import { ApiError, errorText } from '../errors.ts';
import { request } from '../http/client.ts';

export interface Customer {
  id: string;
  role: string;
  affiliation: 'CORPORATIVO' | null;
  first_name: string;
  first_lastname: string;
  second_name?: string | null;
  second_lastname?: string | null;
  email?: string;
  phone?: string;
  account: {
    payment_status: string;
    plan?: { code: string; name: string; price: number; periodicity: string };
    [field: string]: unknown;
  } | null;
  opportunity: { id: string; stage: string } | null;
  [field: string]: unknown;
}

export async function getCustomer(id: string, role: string): Promise<Customer> {
  try {
    const { data } = await request<Customer>({ url: `${requireConfig().url}/customer/${encodeURIComponent(id)}`, params: { role } });
    return data;
  } catch (error) {
    throw new ApiError(CUSTOMER_FETCH_ERROR, error);
  }
}

/** Registration. The body's shape is the register screen's business; 409/422 come back with the server's text. */
export async function createCustomer(body: Record<string, unknown>): Promise<Customer> {
  try {
    const { data } = await request<Customer>({ method: 'POST', url: `${requireConfig().url}/customers`, data: body });
    return data;
  } catch (error) {
    throw new ApiError(errorText(error), error);
  }
}
