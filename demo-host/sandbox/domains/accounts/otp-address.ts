import { spanishMobileDigits } from '../../validators.ts';

/** One key per person's address: a phone in any spelling (+34 611 22 23 33, 611222333), an e-mail in any case. */
export function otpAddressKey(address: string): string {
  const mobile = spanishMobileDigits(address);
  return mobile ? `+34${mobile}` : address.trim().toLowerCase();
}
