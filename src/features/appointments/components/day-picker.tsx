import { css } from 'goober';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { vars } from '../../../ui/tokens.ts';
import { calendarDayParts, formatCalendarDay } from '../../../i18n/clinic-time.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { listFreeDays } from '../api/list-free-days.ts';

const { color, space, radius, font } = vars;
const grid = css`display:grid;grid-template-columns:repeat(auto-fill,minmax(min(84px,100%),1fr));gap:${space[2]};list-style:none;margin:0;padding:0;`;
export const choice = css`
  display:flex;flex-direction:column;align-items:center;justify-content:center;width:100%;min-height:${vars.size.control};
  padding:${space[2]};border:2px solid ${color.border};border-radius:${radius.md};background:${color.surface};color:${color.text};
  line-height:1.25;text-align:center;
  &:hover{border-color:${color.primary};}
  &[aria-pressed=true]{border-color:${color.primary};background:${color.primary};color:${color.onPrimary};}
  &[aria-pressed=true] small{color:${color.onPrimary};}
`;
const big = css`font-size:${font.lg};font-weight:700;`;
const small = css`font-size:${font.sm};color:${color.textMuted};`;

/** The days of the next three weeks that still have free slots for this speciality and place. */
export function DayPicker({
  speciality,
  location,
  value,
  onChange,
  reload,
}: {
  speciality: string;
  location: string;
  value: string;
  onChange: (date: string) => void;
  reload: number;
}) {
  const days = useRemote(() => listFreeDays(speciality, location), `${speciality}|${location}|${reload}`);
  // keepData: the days shown stay while another key loads (the reload after a refused slot), as the buttons hold focus.
  return (
    <RemoteView
      remote={days}
      loadingLabel={t.daysLoading}
      errorTitle={t.daysError}
      level={3}
      lines={2}
      lineHeight="3.5rem"
      keepData
      isEmpty={(list) => list.length === 0}
      empty={{ title: t.noDaysTitle, message: t.noDaysMessage }}
    >
      {(list) => (
        <ul className={grid}>
          {list.map((day) => {
            const parts = calendarDayParts(day.date);
            return (
              <li key={day.date}>
                <button
                  type="button"
                  className={choice}
                  aria-pressed={value === day.date}
                  aria-label={t.dayButton(formatCalendarDay(day.date), day.free)}
                  onClick={() => onChange(day.date)}
                >
                  <small className={small}>{`${parts.weekday} · ${parts.month}`}</small>
                  <span className={big}>{parts.day}</span>
                  <small className={small}>{t.freeCount(day.free)}</small>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </RemoteView>
  );
}
