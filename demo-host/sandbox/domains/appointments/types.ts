// Shapes of the appointments and the clinical history, in the API's field names.
import type { Diagnosis, Prescription, ResultValue } from './seed-clinical-templates.ts';
import type { Slot } from './slots.ts';
import type { Place } from './seed-places.ts';

export type AppointmentStatus = 'booked' | 'cancelled' | 'completed';

export interface Appointment {
  id: string;
  patient_id: string;
  patient_name: string;
  /** The customer who booked it (a holder booking for a beneficiary, or the patient). */
  booked_by: string;
  slot_id: string;
  start: string;
  end: string;
  speciality: Slot['speciality'];
  doctor: Slot['doctor'];
  modality: Slot['modality'];
  headquarters_id: string | null;
  place: Place;
  video_url: string | null;
  status: AppointmentStatus;
  created_at: string;
  cancelled_at: string | null;
  cancellation_reason: string | null;
  /** The start it had before the last reschedule. */
  rescheduled_from: string | null;
}

export interface Hold {
  id: string;
  /** The login (token subject) holding it: another session cannot book or release it. */
  owner: string;
  patient_id: string;
  slot: Slot;
  expiresAt: number;
}

export type EntryType = 'consulta' | 'receta' | 'resultado';

export interface ClinicalDocument {
  filename: string;
  content_type: string;
}

export interface MedicalEntry {
  id: string;
  patient_id: string;
  type: EntryType;
  date: string;
  speciality: { code: string; name: string };
  doctor: { id: string; name: string };
  headquarters_id: string | null;
  place: Place;
  title: string;
  summary: string;
  diagnoses: Diagnosis[];
  prescriptions: Prescription[];
  results: ResultValue[];
  document: ClinicalDocument | null;
}

export interface DownloadLink {
  entryId: string;
  expiresAt: number;
}

/** Appointments, holds and history: seeded on first use, relative to the sandbox's clock. */
export interface CareState {
  appointments: Appointment[];
  holds: Hold[];
  entries: MedicalEntry[];
  links: Map<string, DownloadLink>;
}
