import { requireConfig } from '../core/config/config.ts';
import { apiCall } from '../core/http/client.ts';

export interface OtpRequest {
  address: string;
  channel: 'email' | 'sms';
}

/** POST to the OTP URL of the configuration (`UrlAPIOtp`). */
export function requestOtp(body: OtpRequest): Promise<{ sent: boolean; expires_in?: number }> {
  return apiCall({ method: 'POST', url: requireConfig().UrlAPIOtp, data: body });
}
