// Appointments as the API sends them (demo-host/sandbox/openapi/appointments.json).
/** Where: a headquarters or the video consultation (`id` 'video', no address). */
export interface Place {
  id: string;
  name: string;
  address: string | null;
}

export interface Speciality {
  code: string;
  name: string;
  video: boolean;
  /** Headquarters ids and 'video'. */
  locations: string[];
  places: Place[];
}

export interface AppointmentPatient {
  id: string;
  first_name: string;
  first_lastname: string;
  relationship: string;
  relationship_name: string;
  self: boolean;
}

export interface FreeDay {
  date: string;
  free: number;
}

export interface Slot {
  id: string;
  start: string;
  end: string;
  speciality: { code: string; name: string };
  doctor: { id: string; name: string };
  modality: 'presencial' | 'video';
  headquarters_id: string | null;
  place: Place;
}

export interface SlotHold {
  id: string;
  patient_id: string;
  slot: Slot;
  expires_at: string;
}

export interface Appointment {
  id: string;
  patient_id: string;
  patient_name: string;
  booked_by: string;
  slot_id: string;
  start: string;
  end: string;
  speciality: { code: string; name: string };
  doctor: { id: string; name: string };
  modality: 'presencial' | 'video';
  headquarters_id: string | null;
  place: Place;
  video_url: string | null;
  status: 'booked' | 'cancelled' | 'completed';
  created_at: string;
  cancelled_at: string | null;
  cancellation_reason: string | null;
  rescheduled_from: string | null;
  cancellable_until: string;
}

/** Where: a headquarters id or 'video'. */
export const VIDEO = 'video';
