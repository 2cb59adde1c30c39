// Shared frame of the screens about one appointment (cancel, change): loads it and the headquarters, and says
// so in Spanish when it cannot, or when the appointment can no longer be changed.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { APPOINTMENT_CHANGE_WINDOW_HOURS } from '../../../core/constants.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { getAppointment } from '../api/get-appointment.ts';
import type { Appointment } from '../api/types.ts';
import { AppointmentSummary } from './appointment-summary.tsx';
import { placeText } from '../places.ts';
import { useNow } from '../../../core/hooks/use-now.ts';
import { APPOINTMENT_CLOCK_MS } from '../appointment-clock.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

export function AppointmentScreen({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: (appointment: Appointment) => ReactNode;
}) {
  useDocumentTitle(title);
  const now = useNow(APPOINTMENT_CLOCK_MS);
  const remote = useRemote(() => getAppointment(id), id);
  const header = <PageHeader title={title} subtitle={intro} />;
  return (
    <Stack gap={4}>
      {header}
      <RemoteView remote={remote} loadingLabel={t.loadAppointment} errorTitle={t.appointmentError} lines={4} lineHeight="2rem">
        {(appointment) =>
          appointment.status === 'booked' && now < Date.parse(appointment.cancellable_until) ? (
            <>
              <Summary appointment={appointment} />
              {children(appointment)}
            </>
          ) : (
            <>
              <Summary appointment={appointment} />
              <Alert
                type="warning"
                title={t.notChangeable}
                message={appointment.status === 'booked' ? t.changeClosed(APPOINTMENT_CHANGE_WINDOW_HOURS) : undefined}
              />
              <Link href={withinArea(paths.upcomingAppointments)} className={buttonClass('secondary')}>
                {t.backToUpcoming}
              </Link>
            </>
          )
        }
      </RemoteView>
    </Stack>
  );
}

function Summary({ appointment }: { appointment: Appointment }) {
  return (
    <Card as="section" aria-label={t.current}>
      <AppointmentSummary
        facts={{
          patient: appointment.patient_name,
          speciality: appointment.speciality.name,
          doctor: appointment.doctor.name,
          place: placeText(appointment.place),
          start: appointment.start,
        }}
      />
    </Card>
  );
}
