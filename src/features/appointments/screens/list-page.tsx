// Próximas and Pasadas: the member's appointments and, for a holder, the ones booked for the beneficiaries.
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/document-title.ts';
import { useRemote } from '../../../core/use-remote.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { CalendarDays } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { remoteTexts } from '../../../i18n/remote.ts';
import { listAppointments } from '../api/list-appointments.ts';
import { AppointmentCard } from '../components/appointment-card.tsx';
import { AppointmentTabs } from '../components/appointment-tabs.tsx';
import { placeText } from '../places.ts';
import { useNow } from '../use-now.ts';

function ListScreen({ scope }: { scope: 'upcoming' | 'past' }) {
  const title = scope === 'upcoming' ? t.upcomingTitle : t.pastTitle;
  useDocumentTitle(title);
  const remote = useRemote(() => listAppointments(scope), scope);
  const appointments = remote.data ?? [];
  const now = useNow();
  return (
    <>
      <PageHeader title={t.title} subtitle={title} />
      <AppointmentTabs />
      {remote.status === 'loading' && (
        <>
          <Spinner label={t.listLoading} />
          <Skeleton lines={3} height="7rem" />
        </>
      )}
      {remote.status === 'error' && (
        <ErrorState title={t.listError} message={remote.error} retryLabel={remoteTexts.retry} onRetry={remote.retry} />
      )}
      {remote.status === 'ready' && appointments.length === 0 && (
        <EmptyState
          icon={CalendarDays}
          title={scope === 'upcoming' ? t.noUpcomingTitle : t.noPastTitle}
          message={scope === 'upcoming' ? t.noUpcomingMessage : t.noPastMessage}
          action={
            <Link href="/citas/agendar" className={buttonClass('primary')}>
              {t.tabs.book}
            </Link>
          }
        />
      )}
      {remote.status === 'ready' && appointments.length > 0 && (
        <Stack gap={3}>
          {appointments.map((a) => (
            <AppointmentCard key={a.id} appointment={a} place={placeText(a.place)} now={now} />
          ))}
        </Stack>
      )}
    </>
  );
}

export const UpcomingPage = () => <ListScreen scope="upcoming" />;
export const PastPage = () => <ListScreen scope="past" />;
