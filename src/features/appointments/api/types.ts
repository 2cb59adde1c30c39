// Appointments as the API sends them: the contract's types (contract/appointments/schemas.ts).
export type { Appointment, AppointmentPatient, FreeDay, Place, Slot, SlotHold, Speciality } from '#contract/appointments/schemas.ts';

/** Where: a headquarters id or 'video'. */
export const VIDEO = 'video';
