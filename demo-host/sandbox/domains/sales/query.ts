// The list's query string (?page=&page_size=&q=&advisor=&status=&from=&to=&sort=) read into a filter, a sort
// and a page, all done on the server so a list of thousands pages the same as one of fifty.
import { isIsoDate } from '../../validators.ts';
import type { SalesCustomer, SalesCustomerPage } from '../../../../contract/sales/schemas.ts';

export const SORTS = ['-sold_at', 'sold_at', 'name', '-name', '-amount', 'amount', 'status'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface SalesQuery {
  page: number;
  page_size: number;
  q: string;
  advisor: string | null;
  status: string[];
  from: string | null;
  to: string | null;
  sort: Sort;
}

export type ParsedQuery = { ok: true; query: SalesQuery } | { ok: false; fields: Record<string, string> };

const positive = (value: string | undefined, fallback: number) => (value === undefined || value === '' ? fallback : Number(value));

export function parseSalesQuery(params: Record<string, string>): ParsedQuery {
  const fields: Record<string, string> = {};
  const page = positive(params.page, 1);
  const page_size = positive(params.page_size, DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(page) || page < 1) fields.page = 'La página debe ser un número entero mayor que 0.';
  if (!Number.isInteger(page_size) || page_size < 1 || page_size > MAX_PAGE_SIZE)
    fields.page_size = `El tamaño de página va de 1 a ${MAX_PAGE_SIZE}.`;
  const from = params.from || null;
  const to = params.to || null;
  if (from && !isIsoDate(from)) fields.from = 'Usa una fecha válida con el formato AAAA-MM-DD.';
  if (to && !isIsoDate(to)) fields.to = 'Usa una fecha válida con el formato AAAA-MM-DD.';
  if (from && to && isIsoDate(from) && isIsoDate(to) && from > to) fields.to = 'La fecha final no puede ser anterior a la inicial.';
  const sort = (params.sort || '-sold_at') as Sort;
  if (!SORTS.includes(sort)) fields.sort = `Orden no válido. Usa uno de: ${SORTS.join(', ')}.`;
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const status = (params.status ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { ok: true, query: { page, page_size, q: (params.q ?? '').trim(), advisor: params.advisor || null, status, from, to, sort } };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const collator = new Intl.Collator('es', { sensitivity: 'base' });
const fullName = (r: SalesCustomer) => `${r.first_lastname} ${r.second_lastname ?? ''} ${r.first_name}`;

/** Every word of q must appear in the name, e-mail, document, phone or sale reference (accents and case ignored). */
function matches(row: SalesCustomer, words: string[]): boolean {
  if (words.length === 0) return true;
  const haystack = fold(
    `${row.first_name} ${row.first_lastname} ${row.second_lastname ?? ''} ${row.email} ${row.document_number} ${row.phone.replace(/\s/g, '')} ${row.reference}`,
  );
  return words.every((word) => haystack.includes(word));
}

/** Period, advisor and search: what the summary counts too. Status is left to the list. */
export function inPeriod(rows: SalesCustomer[], q: Pick<SalesQuery, 'q' | 'advisor' | 'from' | 'to'>): SalesCustomer[] {
  const words = fold(q.q).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    const day = row.sold_at.slice(0, 10);
    return (!q.advisor || row.advisor.id === q.advisor) && (!q.from || day >= q.from) && (!q.to || day <= q.to) && matches(row, words);
  });
}

const comparators: Record<Sort, (a: SalesCustomer, b: SalesCustomer) => number> = {
  sold_at: (a, b) => a.sold_at.localeCompare(b.sold_at),
  '-sold_at': (a, b) => b.sold_at.localeCompare(a.sold_at),
  name: (a, b) => collator.compare(fullName(a), fullName(b)),
  '-name': (a, b) => collator.compare(fullName(b), fullName(a)),
  amount: (a, b) => a.amount_cents - b.amount_cents,
  '-amount': (a, b) => b.amount_cents - a.amount_cents,
  status: (a, b) => collator.compare(a.shown_status ?? '', b.shown_status ?? ''),
};

export function listPage(rows: SalesCustomer[], q: SalesQuery): SalesCustomerPage {
  const filtered = inPeriod(rows, q).filter((row) => q.status.length === 0 || q.status.includes(row.shown_status ?? ''));
  // Ties (same day, same amount) fall back to the reference, so pages never repeat or skip a row.
  const sorted = filtered.sort((a, b) => comparators[q.sort](a, b) || a.reference.localeCompare(b.reference));
  const start = (q.page - 1) * q.page_size;
  return {
    items: sorted.slice(start, start + q.page_size),
    total: sorted.length,
    page: q.page,
    page_size: q.page_size,
    pages: Math.max(1, Math.ceil(sorted.length / q.page_size)),
  };
}
