import { css } from 'goober';
import { Link } from 'wouter';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CalendarDays } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { APPOINTMENT_CHANGE_WINDOW_HOURS } from '../../../core/constants.ts';
import { formatClinicDayYear, formatClinicTime } from '../../../i18n/clinic-time.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import type { Appointment } from '../api/types.ts';
import { downloadCalendarFile } from '../calendar-file.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const { space, font, color } = vars;
const top = css`display:flex;justify-content:space-between;align-items:flex-start;gap:${space[2]};`;
const when = css`font-size:${font.lg};font-weight:700;`;
const lines = css`display:flex;flex-direction:column;gap:${space[1]};margin-top:${space[2]};color:${color.textMuted};& strong{color:${color.text};}`;
const actions = css`display:flex;flex-wrap:wrap;gap:${space[2]};margin-top:${space[4]};`;
const note = css`margin-top:${space[3]};font-size:${font.sm};color:${color.textMuted};`;
const tones: Record<string, BadgeTone> = { booked: 'success', cancelled: 'danger', completed: 'neutral' };

/** One appointment; upcoming ones offer the calendar file and, until the last two hours, change and cancel. */
export function AppointmentCard({ appointment: a, place, now }: { appointment: Appointment; place: string; now: number }) {
  const upcoming = a.status === 'booked';
  const changeable = upcoming && now < Date.parse(a.cancellable_until);
  const label = `${formatClinicDayYear(a.start)}, ${formatClinicTime(a.start)}`;
  return (
    <Card as="article">
      <div className={top}>
        <h2 className={when}>{label}</h2>
        <Badge tone={tones[a.status]}>{t.status[a.status]}</Badge>
      </div>
      <div className={lines}>
        <strong>{`${a.speciality.name} · ${a.doctor.name}`}</strong>
        <span>{t.forPatient(a.patient_name)}</span>
        <span>{place}</span>
        {a.rescheduled_from && (
          <span>{t.rescheduledFrom(`${formatClinicDayYear(a.rescheduled_from)}, ${formatClinicTime(a.rescheduled_from)}`)}</span>
        )}
        {a.cancellation_reason && <span>{t.cancelledReason(a.cancellation_reason)}</span>}
      </div>
      {upcoming && (
        <>
          <div className={actions}>
            <Button size="sm" variant="secondary" icon={CalendarDays} onClick={() => downloadCalendarFile(a, place)}>
              {t.addToCalendar}
            </Button>
            {a.video_url && (
              <a className={buttonClass('secondary', 'sm')} href={a.video_url} target="_blank" rel="noopener noreferrer">
                {t.openVideo}
              </a>
            )}
            {changeable && (
              <>
                <Link
                  href={withinArea(paths.rescheduleAppointment(a.id))}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`${t.change}: ${label}`}
                >
                  {t.change}
                </Link>
                <Link
                  href={withinArea(paths.cancelAppointment(a.id))}
                  className={buttonClass('ghost', 'sm')}
                  aria-label={`${t.cancel}: ${label}`}
                >
                  {t.cancel}
                </Link>
              </>
            )}
          </div>
          <p className={note}>
            {changeable
              ? t.changeUntil(`${formatClinicDayYear(a.cancellable_until)}, ${formatClinicTime(a.cancellable_until)}`)
              : t.changeClosed(APPOINTMENT_CHANGE_WINDOW_HOURS)}
          </p>
        </>
      )}
    </Card>
  );
}
