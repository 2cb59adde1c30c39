// Wall-clock time in Europe/Madrid, whatever the machine's zone: the clinics work in Spanish hours, and the
// sandbox must place slots at 09:00 in Madrid on a server that runs in UTC.
export const CLINIC_TIME_ZONE = 'Europe/Madrid';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface WallTime {
  /** YYYY-MM-DD in Madrid. */
  date: string;
  /** Minutes since midnight in Madrid. */
  minutes: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

export function madridWallTime(ms: number): WallTime {
  const get = (type: string) => parts.formatToParts(new Date(ms)).find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

/** The instant at which Madrid's clocks show `date` + `minutes` (both offsets tried, for the DST changes). */
export function madridInstant(date: string, minutes: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  for (const offsetHours of [1, 2]) {
    const candidate = naive - offsetHours * 3_600_000;
    const wall = madridWallTime(candidate);
    if (wall.date === date && wall.minutes === minutes) return candidate;
  }
  return naive - 3_600_000;
}

/** `date` plus `days` calendar days, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();
