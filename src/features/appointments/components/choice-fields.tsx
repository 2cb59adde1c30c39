// Steps 1 to 3 of the booking: for whom, which speciality, which headquarters or a video consultation.
import { Select } from '../../../ui/select.tsx';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import type { AppointmentPatient, Speciality } from '../api/types.ts';
import { StepSection } from './step-section.tsx';

export interface Choices {
  patient: string;
  speciality: string;
  location: string;
  date: string;
}

const personLabel = (p: AppointmentPatient) =>
  p.self ? t.you(`${p.first_name} ${p.first_lastname}`) : t.relative(`${p.first_name} ${p.first_lastname}`, p.relationship_name);

/** A change in one step clears the steps after it (a day of another speciality means nothing). */
export function ChoiceFields({
  patients,
  specialities,
  value,
  onChange,
}: {
  patients: AppointmentPatient[];
  specialities: Speciality[];
  value: Choices;
  onChange: (next: Choices) => void;
}) {
  const read = (event: Event) => (event.currentTarget as HTMLSelectElement).value;
  const speciality = specialities.find((s) => s.code === value.speciality);
  const places = speciality?.places ?? [];
  return (
    <>
      <StepSection n={1} name={t.steps.patient}>
        <Select
          label={t.patientLabel}
          placeholder={t.choose}
          value={value.patient}
          options={patients.map((p) => ({ value: p.id, label: personLabel(p) }))}
          onChange={(e) => onChange({ ...value, patient: read(e), speciality: '', location: '', date: '' })}
        />
      </StepSection>
      {value.patient && (
        <StepSection n={2} name={t.steps.speciality}>
          <Select
            label={t.specialityLabel}
            placeholder={t.choose}
            value={value.speciality}
            options={specialities.map((s) => ({ value: s.code, label: s.name }))}
            onChange={(e) => onChange({ ...value, speciality: read(e), location: '', date: '' })}
          />
        </StepSection>
      )}
      {value.patient && speciality && (
        <StepSection n={3} name={t.steps.place}>
          <Select
            label={t.placeLabel}
            placeholder={t.choose}
            value={value.location}
            hint={value.location === 'video' ? t.videoHint : undefined}
            options={places.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(e) => onChange({ ...value, location: read(e), date: '' })}
          />
        </StepSection>
      )}
    </>
  );
}
