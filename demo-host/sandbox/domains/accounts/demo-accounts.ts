// The demo logins' password and OTP code: the sandbox's, not the contract's. Which accounts there are, their
// roles and what each is for: the contract's table (contract/accounts/demo-accounts.ts).
import { OTP_CODE } from '../../secrets.ts';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_OTP = OTP_CODE;
