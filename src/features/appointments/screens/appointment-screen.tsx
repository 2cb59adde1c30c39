// Shared frame of the screens about one appointment (cancel, change): loads it and the headquarters, and says
// so in Spanish when it cannot, or when the appointment can no longer be changed.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/document-title.ts';
import { APPOINTMENT_CHANGE_WINDOW_HOURS } from '../../../core/constants.ts';
import { useRemote } from '../../../core/use-remote.ts';
import { Alert } from '../../../ui/alert.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { remoteTexts } from '../../../i18n/remote.ts';
import { getAppointment } from '../api/get-appointment.ts';
import type { Appointment } from '../api/types.ts';
import { AppointmentSummary } from '../components/appointment-summary.tsx';
import { placeText } from '../places.ts';
import { useNow } from '../use-now.ts';

export function AppointmentScreen({ id, title, intro, children }: {
  id: string; title: string; intro: string; children: (appointment: Appointment) => ReactNode;
}) {
  useDocumentTitle(title);
  const now = useNow();
  const remote = useRemote(() => getAppointment(id), id);
  const header = <PageHeader title={title} subtitle={intro} />;
  if (remote.status === 'loading') return (<>{header}<Spinner label={t.loadAppointment} /><Skeleton lines={4} height="2rem" /></>);
  if (remote.status === 'error') return (<>{header}<ErrorState title={t.appointmentError} message={remote.error} retryLabel={remoteTexts.retry} onRetry={remote.retry} /></>);
  const appointment = remote.data;
  const open = appointment.status === 'booked' && now < Date.parse(appointment.cancellable_until);
  return (
    <Stack gap={4}>
      {header}
      <Card as="section" aria-label={t.current}>
        <AppointmentSummary facts={{ patient: appointment.patient_name, speciality: appointment.speciality.name, doctor: appointment.doctor.name, place: placeText(appointment.place), start: appointment.start }} />
      </Card>
      {open ? children(appointment) : (
        <>
          <Alert type="warning" title={t.notChangeable} message={appointment.status === 'booked' ? t.changeClosed(APPOINTMENT_CHANGE_WINDOW_HOURS) : undefined} />
          <Link href="/citas/proximas" className={buttonClass('secondary')}>{t.backToUpcoming}</Link>
        </>
      )}
    </Stack>
  );
}
