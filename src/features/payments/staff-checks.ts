// The staff payment forms' checks, with the texts the staff member reads; the server checks the same again.
import { formatMoney } from '../../i18n/format.ts';
import { staffPaymentTexts as t } from '../../i18n/payments-staff.ts';
import { parseEuros } from './staff-query.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** What the customer handed over, in cents: present, a euro amount, at least what is owed. */
export function checkReceived(text: string, dueCents: number): Checked<number> {
  if (!text.trim()) return { ok: false, error: t.receivedRequired };
  const cents = parseEuros(text);
  if (cents === null || cents <= 0) return { ok: false, error: t.receivedInvalid };
  if (cents < dueCents) return { ok: false, error: t.receivedShort(formatMoney(dueCents)) };
  return { ok: true, value: cents };
}

/** The change to hand back while typing, or null when the amount is not (yet) enough. */
export function changeFor(text: string, dueCents: number): number | null {
  const cents = parseEuros(text);
  return cents !== null && cents >= dueCents ? cents - dueCents : null;
}

export function checkVoucher(text: string): Checked<string> {
  const value = text.trim();
  if (!value) return { ok: false, error: t.voucherRequired };
  return /^\d{6,12}$/.test(value) ? { ok: true, value } : { ok: false, error: t.voucherInvalid };
}

/** Optional: empty is fine. */
export function checkLast4(text: string): Checked<string | null> {
  const value = text.trim();
  if (!value) return { ok: true, value: null };
  return /^\d{4}$/.test(value) ? { ok: true, value } : { ok: false, error: t.last4Invalid };
}
