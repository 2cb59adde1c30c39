// What the care state keeps: the contract's shapes (schemas.ts, ../medical-record/schemas.ts) as they are stored,
// and the sandbox's own records (holds, download links).
import type { MedicalEntry } from '../../../../contract/medical-record/schemas.ts';
import type { Appointment as AppointmentAnswer, Slot } from '../../../../contract/appointments/schemas.ts';

/** An appointment as stored: the answer's `cancellable_until` is worked out when it is sent (routes.ts). */
export type Appointment = Omit<AppointmentAnswer, 'cancellable_until'>;

export interface Hold {
  id: string;
  /** The login (token subject) holding it: another session cannot book or release it. */
  owner: string;
  patient_id: string;
  slot: Slot;
  expiresAt: number;
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
