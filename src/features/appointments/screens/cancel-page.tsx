import { reportOutcome } from '../../../core/bridge/bridge-link.ts';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { APPOINTMENT_CHANGE_WINDOW_HOURS } from '../../../core/constants.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { Alert } from '../../../ui/alert.tsx';
import type { Appointment } from '../api/types.ts';
import { CancelForm } from '../components/cancel-form.tsx';
import { AppointmentScreen } from '../components/appointment-screen.tsx';
import { paths, withinArea } from '../../../core/routing/paths.ts';

export function CancelPage({ params }: { params: { id?: string } }) {
  const [, navigate] = useLocation();
  const [cancelled, setCancelled] = useState<Appointment | null>(null);
  if (cancelled) {
    return (
      <Alert
        type="success"
        title={t.cancelledTitle}
        message={t.cancelledMessage}
        action={{ label: t.backToUpcoming, onClick: () => navigate(withinArea(paths.upcomingAppointments)) }}
      />
    );
  }
  return (
    <AppointmentScreen id={params.id ?? ''} title={t.cancelTitle} intro={t.cancelIntro(APPOINTMENT_CHANGE_WINDOW_HOURS)}>
      {(appointment) => (
        <CancelForm
          appointment={appointment}
          onCancelled={(appointment) => {
            reportOutcome({ type: 'appointment-cancelled', reference: appointment.id });
            setCancelled(appointment);
          }}
          onKeep={() => navigate(withinArea(paths.upcomingAppointments))}
        />
      )}
    </AppointmentScreen>
  );
}
