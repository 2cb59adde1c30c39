import { ACCESS_CONTROL_API } from '../constants.ts';
import { requireConfig } from '../config.ts';
import { ApiError, errorText } from '../errors.ts';
import { request } from '../http/client.ts';

export interface OtpRequest {
  address: string;
  channel: 'email' | 'sms';
}

async function post<T>(url: string, data: unknown): Promise<T> {
  try {
    return (await request<T>({ method: 'POST', url, data })).data;
  } catch (error) {
    throw new ApiError(errorText(error), error);
  }
}

/** POST to the OTP URL of the configuration. */
export function requestOtp(body: OtpRequest): Promise<{ sent: boolean; expires_in?: number }> {
  return post(requireConfig().UrlAPIOtp, body);
}

/** POST {accessControlAPI}/otp/verification; a wrong code rejects with the server's Spanish message. */
export function verifyOtp(code: string, address: string): Promise<{ verified: boolean }> {
  return post(`${ACCESS_CONTROL_API}/otp/verification`, { code, address });
}
