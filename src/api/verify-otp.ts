import { ACCESS_CONTROL_API } from '../core/constants.ts';
import { apiCall } from '../core/http/client.ts';

/** POST {accessControlAPI}/otp/verification; a wrong code rejects with the server's Spanish message. */
export function verifyOtp(code: string, address: string): Promise<{ verified: boolean }> {
  return apiCall({ method: 'POST', url: `${ACCESS_CONTROL_API}/otp/verification`, data: { code, address } });
}
