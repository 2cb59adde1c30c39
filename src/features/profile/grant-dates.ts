// The days a grant may end on (issue 31): from today to GRANT_MAX_MONTHS on, as the contract declares them
// (contract/caregivers/scope.ts); the server has the last word and says so by the field.
import { GRANT_MAX_MONTHS } from '../../core/constants.ts';

/** YYYY-MM-DD of a local day: what a date input holds. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last day a grant given on `from` may reach. */
export function latestEnd(from: Date): Date {
  const last = new Date(from);
  last.setMonth(last.getMonth() + GRANT_MAX_MONTHS);
  return last;
}
