// "Open now / closed now" in the clinics' own time (Europe/Madrid), whatever the device's time zone: the
// instant is read as Madrid weekday and minutes through Intl, then compared with the site's intervals.
import { CLINIC_TIME_ZONE } from '../../core/constants.ts';
import type { OpeningInterval, Weekday } from '../../api/list-headquarters.ts';

export const WEEK: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const madridClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type OpeningState =
  | { open: true; closes: string }
  /** `opens` null: closed all week. `day` null: later today; otherwise the weekday it opens next. */
  | { open: false; opens: { day: Weekday | null; time: string } | null };

/** The Madrid weekday and minutes since midnight of an instant. */
export function madridNow(instant: Date): { day: Weekday; minutes: number } {
  const parts = Object.fromEntries(madridClock.formatToParts(instant).map((p) => [p.type, p.value]));
  const day = String(parts.weekday).toLowerCase() as Weekday;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function openingState(hours: Record<Weekday, OpeningInterval[]>, instant: Date): OpeningState {
  const { day, minutes } = madridNow(instant);
  const today = hours[day] ?? [];
  const current = today.find((i) => toMinutes(i.opens) <= minutes && minutes < toMinutes(i.closes));
  if (current) return { open: true, closes: current.closes };
  const later = today.find((i) => toMinutes(i.opens) > minutes);
  if (later) return { open: false, opens: { day: null, time: later.opens } };
  const start = WEEK.indexOf(day);
  for (let step = 1; step <= 7; step += 1) {
    const next = WEEK[(start + step) % 7] as Weekday;
    const first = hours[next]?.[0];
    if (first) return { open: false, opens: { day: next, time: first.opens } };
  }
  return { open: false, opens: null };
}
