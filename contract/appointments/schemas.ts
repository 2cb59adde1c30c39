// Appointments: specialities, free slots, slot holds, bookings.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, IsoDate, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';

export const Place = Type.Object({
  id: Type.String({ description: "Id de sede (hq-madrid...) o 'video'" }),
  name: Type.String(),
  address: Nullable(Type.String({ description: 'Calle, código postal y ciudad; null en videoconsulta' })),
});
export type Place = Static<typeof Place>;

export const Speciality = Type.Object({
  code: Type.String(),
  name: Type.String(),
  video: Type.Boolean(),
  locations: Type.Array(Type.String(), { description: "Ids de sede y 'video'" }),
  places: Type.Array(Place, { description: 'Los mismos lugares, con nombre y dirección' }),
});
export type Speciality = Static<typeof Speciality>;

export const AppointmentPatient = Type.Object({
  id: Type.String(),
  first_name: Type.String(),
  first_lastname: Type.String(),
  relationship: Type.String({ description: 'TITULAR, BENEFICIARIO o el parentesco del beneficiario' }),
  relationship_name: Type.String(),
  self: Type.Boolean(),
});
export type AppointmentPatient = Static<typeof AppointmentPatient>;

/** A day of the next three weeks with free slots (a Madrid date). */
export const FreeDay = Type.Object({ date: IsoDate(), free: Type.Integer() });
export type FreeDay = Static<typeof FreeDay>;

/** When, what, who and where: a free slot and an appointment say it the same way. */
const when = {
  start: DateTime(),
  end: DateTime(),
  speciality: Type.Object({ code: Type.String(), name: Type.String() }),
  doctor: Type.Object({ id: Type.String(), name: Type.String() }),
  modality: StringEnum(['presencial', 'video']),
  headquarters_id: Nullable(Type.String()),
  place: Place,
};

export const Slot = Type.Object({
  id: Type.String({ description: 'doctor.fecha.HHMM: se reconstruye desde el id' }),
  ...when,
});
export type Slot = Static<typeof Slot>;

export const SlotHold = Type.Object({
  id: Type.String(),
  patient_id: Type.String(),
  slot: Slot,
  expires_at: DateTime({ description: '5 minutos después de pedirla' }),
});
export type SlotHold = Static<typeof SlotHold>;

export const Appointment = Type.Object({
  id: Type.String(),
  patient_id: Type.String(),
  patient_name: Type.String(),
  booked_by: Type.String({ description: 'Cliente que la pidió' }),
  slot_id: Type.String(),
  ...when,
  video_url: Nullable(Type.String()),
  status: StringEnum(['booked', 'cancelled', 'completed']),
  created_at: DateTime(),
  cancelled_at: Nullable(DateTime()),
  cancellation_reason: Nullable(Type.String()),
  rescheduled_from: Nullable(Type.String({ description: 'Inicio anterior al último cambio' })),
  cancellable_until: DateTime({ description: 'Inicio menos la ventana de 2 horas: después ya no se cancela ni se cambia' }),
});
export type Appointment = Static<typeof Appointment>;

/** What /openapi.json lists under components.schemas for this domain. */
export const appointmentsSchemas = [
  named('Place', Place),
  named('Speciality', Speciality),
  named('AppointmentPatient', AppointmentPatient),
  named('FreeDay', FreeDay),
  named('Slot', Slot),
  named('SlotHold', SlotHold),
  named('Appointment', Appointment),
];
