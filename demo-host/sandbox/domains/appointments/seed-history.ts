// A year of history for the demo people, made the same way on every reset and relative to "now", so the
// demo and the tests read recent dates on any day: visits (past appointments), prescriptions and results.
import { doctors } from './seed-doctors.ts';
import { specialityByCode } from './seed-specialities.ts';
import { visitTemplates, type VisitTemplate } from './seed-clinical-templates.ts';
import { addDays, madridInstant, madridWallTime, weekdayOf } from './madrid-time.ts';
import type { MedicalEntry } from '../../../../contract/medical-record/schemas.ts';
import type { Appointment } from './types.ts';
import { placeOf } from './seed-places.ts';

export interface SeedPatient {
  id: string;
  name: string;
  gender: string;
  birth_date: string;
}

/** Small deterministic generator (mulberry32), seeded by the patient id. */
function random(seedText: string): () => number {
  let seed = [...seedText].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 2654435761), 1779033703) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ageOn = (birth: string, date: string) =>
  Number(date.slice(0, 4)) - Number(birth.slice(0, 4)) - (date.slice(5) < birth.slice(5) ? 1 : 0);

function fits(template: VisitTemplate, patient: SeedPatient, today: string): boolean {
  const minor = ageOn(patient.birth_date, today) < 18;
  if (template.speciality === 'pediatria') return minor;
  if (template.speciality === 'ginecologia') return patient.gender === 'F' && !minor;
  return !minor || ['medicina-general', 'dermatologia', 'oftalmologia', 'traumatologia'].includes(template.speciality);
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function seedHistory(patients: SeedPatient[], now: number): { appointments: Appointment[]; entries: MedicalEntry[] } {
  const today = madridWallTime(now).date;
  const appointments: Appointment[] = [];
  const entries: MedicalEntry[] = [];
  for (const patient of patients) {
    const rnd = random(patient.id);
    const choices = visitTemplates.filter((t) => fits(t, patient, today));
    const count = 7 + Math.floor(rnd() * 3);
    for (let k = 0; k < count; k += 1) {
      const template = choices[Math.floor(rnd() * choices.length)] as VisitTemplate;
      const doctor = doctors.find((d) => d.speciality === template.speciality && d.shifts.some((s) => s.location !== 'video'))!;
      const shift = doctor.shifts.find((s) => s.location !== 'video')!;
      let date = addDays(today, -(12 + k * 42 + Math.floor(rnd() * 20)));
      while (!shift.weekdays.includes(weekdayOf(date))) date = addDays(date, -1);
      const minutes = Number(shift.from.slice(0, 2)) * 60 + doctor.slot_minutes * Math.floor(rnd() * 6);
      const start = madridInstant(date, minutes);
      const speciality = { code: template.speciality, name: specialityByCode(template.speciality)?.name ?? template.speciality };
      const base = {
        patient_id: patient.id,
        speciality,
        doctor: { id: doctor.id, name: doctor.name },
        headquarters_id: shift.location,
        place: placeOf(shift.location),
      };
      const id = `${patient.id}-${String(k + 1).padStart(2, '0')}`;
      appointments.push({
        ...base,
        id: `cita-${id}`,
        patient_name: patient.name,
        booked_by: patient.id,
        slot_id: `${doctor.id}.${date}.${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`,
        start: new Date(start).toISOString(),
        end: new Date(start + doctor.slot_minutes * 60_000).toISOString(),
        modality: 'presencial',
        video_url: null,
        status: 'completed',
        created_at: new Date(start - 9 * 86_400_000).toISOString(),
        cancelled_at: null,
        cancellation_reason: null,
        rescheduled_from: null,
      });
      const at = new Date(start).toISOString();
      const none = { diagnoses: [], prescriptions: [], results: [], document: null };
      entries.push({
        ...base,
        ...none,
        id: `hc-${id}-c`,
        type: 'consulta',
        date: at,
        title: template.reason,
        summary: template.notes,
        diagnoses: template.diagnoses,
        prescriptions: template.prescriptions ?? [],
      });
      if (template.prescriptions) {
        entries.push({
          ...base,
          ...none,
          id: `hc-${id}-r`,
          type: 'receta',
          date: at,
          title: `Receta: ${template.prescriptions.map((p) => p.medicine.split(' ')[0]).join(', ')}`,
          summary: `Receta electrónica emitida en la consulta «${template.reason}».`,
          prescriptions: template.prescriptions,
        });
      }
      if (template.result) {
        let resultDate = addDays(date, 3);
        while ([0, 6].includes(weekdayOf(resultDate))) resultDate = addDays(resultDate, 1);
        entries.push({
          ...base,
          ...none,
          id: `hc-${id}-a`,
          type: 'resultado',
          date: new Date(madridInstant(resultDate, 12 * 60)).toISOString(),
          title: template.result.title,
          summary: template.result.conclusion,
          results: template.result.values,
          document: { filename: `${slug(template.result.title)}-${resultDate}.pdf`, content_type: 'application/pdf' },
        });
      }
    }
  }
  entries.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return { appointments, entries };
}
