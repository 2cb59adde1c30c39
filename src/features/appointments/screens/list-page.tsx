// Próximas and Pasadas: the member's appointments and, for a holder, the ones booked for the beneficiaries.
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { CalendarDays } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { listAppointments } from '../api/list-appointments.ts';
import { AppointmentCard } from '../components/appointment-card.tsx';
import { AppointmentTabs } from '../components/appointment-tabs.tsx';
import { placeText } from '../places.ts';
import { useNow } from '../../../core/hooks/use-now.ts';
import { APPOINTMENT_CLOCK_MS } from '../appointment-clock.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

function ListScreen({ scope }: { scope: 'upcoming' | 'past' }) {
  const title = scope === 'upcoming' ? t.upcomingTitle : t.pastTitle;
  useDocumentTitle(title);
  const remote = useRemote(() => listAppointments(scope), scope);
  const now = useNow(APPOINTMENT_CLOCK_MS);
  return (
    <>
      <PageHeader title={t.title} subtitle={title} />
      <AppointmentTabs />
      <RemoteView
        remote={remote}
        loadingLabel={t.listLoading}
        errorTitle={t.listError}
        lineHeight="7rem"
        isEmpty={(appointments) => appointments.length === 0}
        empty={{
          icon: CalendarDays,
          title: scope === 'upcoming' ? t.noUpcomingTitle : t.noPastTitle,
          message: scope === 'upcoming' ? t.noUpcomingMessage : t.noPastMessage,
          action: (
            <Link href={withinArea(paths.appointments)} className={buttonClass('primary')}>
              {t.tabs.book}
            </Link>
          ),
        }}
      >
        {(appointments) => (
          <Stack gap={3}>
            {appointments.map((a) => (
              <AppointmentCard key={a.id} appointment={a} place={placeText(a.place)} now={now} />
            ))}
          </Stack>
        )}
      </RemoteView>
    </>
  );
}

export const UpcomingPage = () => <ListScreen scope="upcoming" />;
export const PastPage = () => <ListScreen scope="past" />;
