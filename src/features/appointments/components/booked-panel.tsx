import { useEffect, useRef } from 'react';
import { css } from 'goober';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CalendarDays, CircleCheck } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import type { Appointment } from '../api/types.ts';
import { downloadCalendarFile } from '../calendar-file.ts';
import { AppointmentSummary, whenText } from './appointment-summary.tsx';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const column = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const title = css`display:flex;align-items:center;gap:${vars.space[2]};font-size:${vars.font.xl};color:${vars.color.success};`;
const actions = css`display:flex;flex-wrap:wrap;gap:${vars.space[3]};`;

/** The booking (or change) went through: what it is, the calendar file, where to go next. */
export function BookedPanel({
  appointment,
  place,
  heading = t.bookedTitle,
  message,
  onAnother,
}: {
  appointment: Appointment;
  place: string;
  heading?: string;
  message?: string;
  onAnother?: () => void;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Card as="section">
      <div className={column}>
        <h2 ref={ref} tabIndex={-1} className={title}>
          <CircleCheck size={28} aria-hidden="true" /> {heading}
        </h2>
        <p role="status">{message ?? t.bookedMessage(appointment.patient_name, whenText(appointment.start))}</p>
        <AppointmentSummary
          facts={{
            patient: appointment.patient_name,
            speciality: appointment.speciality.name,
            doctor: appointment.doctor.name,
            place,
            start: appointment.start,
          }}
        />
        <div className={actions}>
          <Button icon={CalendarDays} onClick={() => downloadCalendarFile(appointment, place)}>
            {t.addToCalendar}
          </Button>
          <Link href={withinArea(paths.upcomingAppointments)} className={buttonClass('secondary')}>
            {t.seeUpcoming}
          </Link>
          {onAnother && (
            <Button variant="ghost" onClick={onAnother}>
              {t.bookAnother}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
