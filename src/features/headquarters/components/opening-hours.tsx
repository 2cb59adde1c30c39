import type { OpeningInterval, Weekday } from '../../../api/list-headquarters.ts';
import { Badge } from '../../../ui/badge.tsx';
import { headquartersTexts as t, weekdayNames } from '../../../i18n/headquarters.ts';
import { madridNow, openingState, WEEK } from '../opening-state.ts';
import { details, hoursTable, muted, row } from '../styles.ts';

type Hours = Record<Weekday, OpeningInterval[]>;

/** "Abierta ahora · Cierra a las 21:00", in Madrid time. */
export function OpenNow({ hours, now }: { hours: Hours; now: Date }) {
  const state = openingState(hours, now);
  let next: string = t.closedAllWeek;
  if (state.open) next = t.closesAt(state.closes);
  else if (state.opens) next = state.opens.day ? t.opensOn(state.opens.day, state.opens.time) : t.opensToday(state.opens.time);
  return (
    <p className={row}>
      <Badge tone={state.open ? 'success' : 'neutral'}>{state.open ? t.openNow : t.closedNow}</Badge>
      <span>{next}</span>
      <span className={muted}>({t.madridTime})</span>
    </p>
  );
}

export function HoursTable({ hours, now }: { hours: Hours; now: Date }) {
  const today = madridNow(now).day;
  return (
    <details className={details}>
      <summary>{t.hours}</summary>
      <table className={hoursTable}>
        <tbody>
          {WEEK.map((day) => (
            <tr key={day} aria-current={day === today ? 'date' : undefined}>
              <th scope="row">{weekdayNames[day]}</th>
              <td>{hours[day].length === 0 ? t.closedDay : hours[day].map((i) => t.interval(i.opens, i.closes)).join(' y ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
