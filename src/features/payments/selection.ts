// What is being paid travels in the address (`?cargos=chg-1,chg-2`), so a reload or a return from the gateway
// keeps it. Screens read it back against the open charges: anything no longer owed is dropped.
import type { Charge } from './api/types.ts';

export const SELECTION_PARAM = 'cargos';

export function readSelection(search: string): string[] {
  const value = new URLSearchParams(search).get(SELECTION_PARAM) ?? '';
  return value.split(',').filter(Boolean);
}

export const withSelection = (path: string, ids: string[]): string => `${path}?${SELECTION_PARAM}=${ids.join(',')}`;

/** The selected charges, if every one of them is still open. */
export function selectedCharges(open: Charge[], ids: string[]): Charge[] | null {
  const found = ids.map((id) => open.find((charge) => charge.id === id));
  return ids.length > 0 && found.every(Boolean) ? (found as Charge[]) : null;
}

export const totalCents = (charges: Pick<Charge, 'amount_cents'>[]): number =>
  charges.reduce((total, charge) => total + charge.amount_cents, 0);

/** An agreement's later instalments are not owed yet: they are paid when they fall due. */
export function dueNow(charges: Charge[], today: string): Charge[] {
  return charges.filter((charge) => charge.concept !== 'agreement_instalment' || (charge.period_start ?? '') <= today);
}

/**
 * What /home/paymentMethod pays: the selection in the address (null when part of it is no longer owed) or, when
 * the address names none (a bookmark, the history, a link), everything due now: possibly nothing.
 */
export function chargesToPay(open: Charge[], ids: string[], today: string): Charge[] | null {
  return ids.length === 0 ? dueNow(open, today) : selectedCharges(open, ids);
}
