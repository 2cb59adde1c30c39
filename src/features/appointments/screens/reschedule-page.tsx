// Cambiar cita: same speciality and place, a new day and slot. The current appointment holds until the new
// slot is taken (the server frees the old one in the same step).
import { useState } from 'react';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { rescheduleAppointment } from '../api/reschedule-appointment.ts';
import { VIDEO, type Appointment } from '../api/types.ts';
import { BookedPanel } from '../components/booked-panel.tsx';
import { whenText } from '../components/appointment-summary.tsx';
import { DayPicker } from '../components/day-picker.tsx';
import { HoldPanel } from '../components/hold-panel.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';
import { StepSection } from '../components/step-section.tsx';
import { placeText } from '../places.ts';
import { useHold } from '../use-hold.ts';
import { AppointmentScreen } from '../components/appointment-screen.tsx';

function NewSlot({ appointment }: { appointment: Appointment }) {
  const [date, setDate] = useState('');
  const slot = useHold((held) => rescheduleAppointment(appointment.id, held.id));
  const location = appointment.headquarters_id ?? VIDEO;
  if (slot.done) {
    return (
      <BookedPanel
        appointment={slot.done}
        place={placeText(slot.done.place)}
        heading={t.rescheduledTitle}
        message={t.rescheduledMessage(whenText(slot.done.start))}
      />
    );
  }
  const { hold } = slot;
  return (
    <>
      <StepSection n={1} name={t.steps.day}>
        <DayPicker
          speciality={appointment.speciality.code}
          location={location}
          value={date}
          reload={slot.reload}
          onChange={(d) => {
            slot.letGo();
            setDate(d);
          }}
        />
      </StepSection>
      {date && (
        <StepSection n={2} name={t.steps.slot}>
          {/* not a load: the hold is the member's action on a slot; its failure is the Alert below */}
          {slot.holding && <Spinner label={t.holding} showLabel />}
          {slot.slotError && <Alert type="danger" title={t.holdError} message={slot.slotError} />}
          <SlotPicker
            speciality={appointment.speciality.code}
            location={location}
            date={date}
            selected={hold?.slot.id}
            busy={slot.holding}
            reload={slot.reload}
            onPick={(picked) => void slot.pick(picked.id, appointment.patient_id, appointment.id)}
          />
        </StepSection>
      )}
      {hold && (
        <StepSection key={hold.id} n={3} name={t.steps.confirm} focus>
          <HoldPanel
            facts={{
              patient: appointment.patient_name,
              speciality: appointment.speciality.name,
              doctor: hold.slot.doctor.name,
              place: placeText(hold.slot.place),
              start: hold.slot.start,
            }}
            expiresAt={hold.expires_at}
            confirmLabel={t.confirmReschedule}
            busy={slot.committing}
            error={slot.commitError}
            onConfirm={() => void slot.confirm()}
            onOther={slot.letGo}
            onExpire={slot.expire}
          />
        </StepSection>
      )}
    </>
  );
}

export function ReschedulePage({ params }: { params: { id?: string } }) {
  return (
    <AppointmentScreen id={params.id ?? ''} title={t.rescheduleTitle} intro={t.rescheduleIntro}>
      {(appointment) => <NewSlot appointment={appointment} />}
    </AppointmentScreen>
  );
}
