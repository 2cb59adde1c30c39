// Pedir cita, step by step: for whom, speciality, place, day, a free slot (held while the member confirms), confirm.
// Every choice stays on screen when a later step fails or a slot is refused, so nothing chosen is lost.
import { reportOutcome } from '../../../core/bridge/bridge-link.ts';
import { useState } from 'react';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { isHolder } from '../../../core/access/roles.ts';
import type { UserData } from '../../../core/session/session-cookies.ts';
import { useUser } from '../../../core/session/user.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { bookAppointment } from '../api/book-appointment.ts';
import type { AppointmentPatient, Speciality } from '../api/types.ts';
import { listPatients } from '../api/list-patients.ts';
import { listSpecialities } from '../api/list-specialities.ts';
import { AppointmentTabs } from '../components/appointment-tabs.tsx';
import { BookedPanel } from '../components/booked-panel.tsx';
import { ChoiceFields, type Choices } from '../components/choice-fields.tsx';
import { DayPicker } from '../components/day-picker.tsx';
import { HoldPanel } from '../components/hold-panel.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';
import { StepSection } from '../components/step-section.tsx';
import { placeText } from '../places.ts';
import { useHold } from '../use-hold.ts';

/**
 * One login may act as two people (familia@: holder of one plan, beneficiary in another): book as the person
 * chosen at sign-in, and for that person's beneficiaries only when it is the holder.
 */
function forActingPerson(patients: AppointmentPatient[], user: UserData | null): AppointmentPatient[] {
  if (!user || !patients.some((p) => p.self && p.id === user.id)) return patients;
  return isHolder(user.role) ? patients.filter((p) => !p.self || p.id === user.id) : patients.filter((p) => p.id === user.id);
}

const loadOptions = () => Promise.all([listPatients(), listSpecialities()]);
const EMPTY: Choices = { patient: '', speciality: '', location: '', date: '' };

export function BookPage() {
  useDocumentTitle(t.bookTitle);
  const options = useRemote(loadOptions, 'options');
  const user = useUser();
  const [choices, setChoices] = useState<Choices>(EMPTY);
  const slot = useHold(async (held) => {
    const booked = await bookAppointment(held.id);
    reportOutcome({ type: 'appointment-booked', reference: booked.id });
    return booked;
  });

  const choose = (next: Choices) => {
    slot.letGo();
    setChoices(next);
  };

  const header = (
    <>
      <PageHeader title={t.title} subtitle={t.bookSubtitle} />
      <AppointmentTabs />
    </>
  );
  if (slot.done) {
    const another = () => {
      slot.clearDone();
      setChoices(EMPTY);
    };
    return (
      <>
        {header}
        <BookedPanel appointment={slot.done} place={placeText(slot.done.place)} onAnother={another} />
      </>
    );
  }
  const { hold } = slot;
  const steps = ([everyone, specialities]: [AppointmentPatient[], Speciality[]]) => {
    const patients = forActingPerson(everyone, user);
    const patient = choices.patient || (patients.length === 1 ? (patients[0]?.id ?? '') : '');
    const speciality = specialities.find((s) => s.code === choices.speciality);
    const person = patients.find((p) => p.id === patient);
    const ready = patient && choices.speciality && choices.location;
    return (
      <Stack gap={4}>
        <ChoiceFields patients={patients} specialities={specialities} value={{ ...choices, patient }} onChange={choose} />
        {ready && (
          <StepSection n={4} name={t.steps.day}>
            <DayPicker
              speciality={choices.speciality}
              location={choices.location}
              value={choices.date}
              reload={slot.reload}
              onChange={(date) => choose({ ...choices, patient, date })}
            />
          </StepSection>
        )}
        {ready && choices.date && (
          <StepSection n={5} name={t.steps.slot}>
            {/* not a load: the hold is the member's action on a slot; its failure is the Alert below */}
            {slot.holding && <Spinner label={t.holding} showLabel />}
            {slot.slotError && <Alert type="danger" title={t.holdError} message={slot.slotError} />}
            <SlotPicker
              speciality={choices.speciality}
              location={choices.location}
              date={choices.date}
              selected={hold?.slot.id}
              busy={slot.holding}
              reload={slot.reload}
              onPick={(picked) => void slot.pick(picked.id, patient)}
            />
          </StepSection>
        )}
        {hold && person && speciality && (
          <StepSection key={hold.id} n={6} name={t.steps.confirm} focus>
            <HoldPanel
              facts={{
                patient: `${person.first_name} ${person.first_lastname}`,
                speciality: speciality.name,
                doctor: hold.slot.doctor.name,
                place: placeText(hold.slot.place),
                start: hold.slot.start,
              }}
              expiresAt={hold.expires_at}
              confirmLabel={t.confirm}
              busy={slot.committing}
              error={slot.commitError}
              onConfirm={() => void slot.confirm()}
              onOther={slot.letGo}
              onExpire={slot.expire}
            />
          </StepSection>
        )}
      </Stack>
    );
  };
  return (
    <>
      {header}
      <RemoteView remote={options} loadingLabel={t.loadingOptions} errorTitle={t.optionsError} lines={4} lineHeight="3rem">
        {steps}
      </RemoteView>
    </>
  );
}
