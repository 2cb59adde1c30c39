// What the staff payment screens carry in their address: the customer, the headquarters and the sale the
// payment completes (when it comes from registerSale). A reload keeps them; the server checks every one.
import { isAdvisor } from '../../core/access/roles.ts';
import { paths } from '../../core/routing/paths.ts';
import { currentUser } from '../../core/session/user.ts';

export interface StaffQuery {
  customer: string;
  hq: string;
  sale: string;
}

export function readStaffQuery(search: string): StaffQuery {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name)?.trim() ?? '';
  return { customer: read('customer'), hq: read('hq'), sale: read('sale') };
}

/** `path?customer=..&hq=..&sale=..`, leaving out what is empty. */
export function withStaffQuery(path: string, query: Partial<StaffQuery>): string {
  const params = new URLSearchParams();
  for (const name of ['customer', 'hq', 'sale'] as const) if (query[name]) params.set(name, query[name]);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The list the staff member picks customers from: an Asesor's is the clients admin, a Vendedor's their summary. */
export const staffListPath = (): string => (isAdvisor(currentUser()?.role ?? '') ? paths.clients : paths.salesSummary);

const GROUPED = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;
const PLAIN = /^\d+([.,]\d{1,2})?$/;

/** "50", "50,5", "1.250,00" (es-ES) or "50.00" -> cents; anything else -> null. */
export function parseEuros(text: string): number | null {
  const value = text.replace(/[\s\u00a0€]/g, '');
  let normal: string;
  if (GROUPED.test(value)) normal = value.replace(/\./g, '').replace(',', '.');
  else if (PLAIN.test(value)) normal = value.replace(',', '.');
  else return null;
  const cents = Math.round(Number(normal) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}
