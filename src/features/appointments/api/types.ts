// Appointments as the API sends them: the contract's types (demo-host/sandbox/domains/appointments/schemas.ts).
export type {
  Appointment,
  AppointmentPatient,
  FreeDay,
  Place,
  Slot,
  SlotHold,
  Speciality,
} from '../../../../demo-host/sandbox/domains/appointments/schemas.ts';

/** Where: a headquarters id or 'video'. */
export const VIDEO = 'video';
