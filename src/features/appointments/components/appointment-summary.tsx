import { css } from 'goober';
import { vars } from '../../../ui/tokens.ts';
import { formatClinicDayYear, formatClinicTime } from '../../../i18n/clinic-time.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';

const facts = css`display:grid;grid-template-columns:auto minmax(0,1fr);gap:${vars.space[1]} ${vars.space[4]};margin:0;& dt{color:${vars.color.textMuted};}& dd{margin:0;font-weight:600;}`;

export interface SummaryFacts {
  patient: string;
  speciality: string;
  doctor: string;
  place: string;
  start: string;
}

export const whenText = (start: string) => `${formatClinicDayYear(start)}, a las ${formatClinicTime(start)}`;

/** Who, what, with whom, where and when: the same lines in the confirmation, the lists and the forms. */
export function AppointmentSummary({ facts: f }: { facts: SummaryFacts }) {
  return (
    <dl className={facts}>
      <dt>{t.summaryWhen}</dt>
      <dd>{whenText(f.start)}</dd>
      <dt>{t.summaryPatient}</dt>
      <dd>{f.patient}</dd>
      <dt>{t.summarySpeciality}</dt>
      <dd>{f.speciality}</dd>
      <dt>{t.summaryDoctor}</dt>
      <dd>{f.doctor}</dd>
      <dt>{t.summaryPlace}</dt>
      <dd>{f.place}</dd>
    </dl>
  );
}
