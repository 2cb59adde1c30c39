// The advisor summary's periods as from/to days (local calendar, inclusive), written as the API reads them.
export type PeriodKey = 'thisMonth' | 'lastMonth' | 'range' | 'all';

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function periodDays(period: PeriodKey, today = new Date()): { from?: string; to?: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  if (period === 'thisMonth') return { from: day(new Date(y, m, 1)), to: day(today) };
  if (period === 'lastMonth') return { from: day(new Date(y, m - 1, 1)), to: day(new Date(y, m, 0)) };
  return {};
}
