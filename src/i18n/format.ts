import { CURRENCY, FORMAT_LOCALE } from './locale.ts';

// Formatters are costly to build; one of each is enough for the whole app.
const money = new Intl.NumberFormat(FORMAT_LOCALE, { style: 'currency', currency: CURRENCY });
const date = new Intl.DateTimeFormat(FORMAT_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const longDate = new Intl.DateTimeFormat(FORMAT_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

/** 39.9 -> "39,90 €" */
/** The one money formatter: amounts travel in cents (the API's unit), people read euros ("10,50 €"). */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

function toDate(value: Date | string | number): Date {
  // A bare ISO date ("2026-03-01") parses as UTC midnight and would show the day before west of Greenwich.
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

/** "01/03/2026" */
export function formatDate(value: Date | string | number): string {
  return date.format(toDate(value));
}

/** "1 de marzo de 2026" */
export function formatLongDate(value: Date | string | number): string {
  return longDate.format(toDate(value));
}
