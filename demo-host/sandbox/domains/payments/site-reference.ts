// A reference to pay at a headquarters' counter: a short code the staff type and a 20-digit number for the
// desk's terminal, valid for SITE_REFERENCE_HOURS. Codes avoid letters that read alike (0/O, 1/I).
import { createHash } from 'node:crypto';
import type { HeadquartersState } from '../headquarters/state.ts';
import type { Payment, SiteReference } from '../../../../contract/payments/schemas.ts';

export const SITE_REFERENCE_HOURS = 72;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Derived from the payment id, so a test can predict nothing but a reset gives the same references again. */
function digest(paymentId: string): Buffer {
  return createHash('sha256').update(`referencia:${paymentId}`).digest();
}

export function referenceFor(paymentId: string): { code: string; number: string } {
  const bytes = digest(paymentId);
  const code = Array.from(bytes.subarray(0, 6), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  const number = Array.from(bytes.subarray(6, 26), (byte) => String(byte % 10)).join('');
  return { code: `PAG-${code}`, number };
}

/** The reference, or the Spanish reason the chosen headquarters cannot take the payment. */
/** Reads the headquarters' slice only: the payments' seed imports this module, and the Store is made of the seeds. */
export function issueSiteReference(
  store: HeadquartersState,
  headquartersId: string,
  payment: Payment,
  now: number,
): SiteReference | string {
  const headquarters = store.headquarters.find((item) => item.id === headquartersId);
  if (!headquarters) return 'Esa sede no existe.';
  if (!headquarters.payment_desk) return 'En esa sede no hay caja para pagar cuotas: elige otra.';
  return {
    headquarters_id: headquarters.id,
    headquarters_name: headquarters.name,
    headquarters_address: `${headquarters.address}, ${headquarters.postal_code} ${headquarters.city}`,
    ...referenceFor(payment.id),
    expires_at: new Date(now + SITE_REFERENCE_HOURS * 3600 * 1000).toISOString(),
  };
}
