// Holding, booking, cancelling and rescheduling. Each function checks and writes in one synchronous step (no
// await between the check and the write), so two requests can never both take a slot: the sandbox runs on one
// JS thread, and this is the sandbox's transaction. Ottehr's check-then-write across awaits is what we avoid.
import { newCapabilityToken } from '../../capability-token.ts';
import { CANCELLATION_WINDOW_HOURS, HOLD_MINUTES } from './rules.ts';
import type { Slot } from '../../../../contract/appointments/schemas.ts';
import type { Appointment, CareState, Hold } from './types.ts';

/** The video service's rooms (the sandbox's stand-in address). */
const VIDEO_ROOMS = 'https://videoconsulta.clinica.example/sala';

export interface Refusal {
  refused: true;
  status: 404 | 409 | 410 | 422;
  error: string;
  message: string;
}

const refuse = (status: Refusal['status'], error: string, message: string): Refusal => ({ refused: true, status, error, message });
export const isRefusal = (value: unknown): value is Refusal => (value as Refusal | null)?.refused === true;

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start < b.end && b.start < a.end;

function dropExpired(state: CareState, now: number): void {
  state.holds = state.holds.filter((h) => h.expiresAt > now);
}

export function slotBusy(state: CareState, slotId: string, now: number, owner?: string): boolean {
  dropExpired(state, now);
  return (
    state.appointments.some((a) => a.status === 'booked' && a.slot_id === slotId) ||
    state.holds.some((h) => h.slot.id === slotId && h.owner !== owner)
  );
}

/** Holds `slot` for the owner's session (one hold per session: a new one releases the previous). */
export function placeHold(
  state: CareState,
  slot: Slot,
  patientId: string,
  owner: string,
  now: number,
  id: string,
  except?: string,
): Hold | Refusal {
  dropExpired(state, now);
  if (state.appointments.some((a) => a.status === 'booked' && a.slot_id === slot.id)) {
    return refuse(409, 'slot_taken', 'Esta hora acaba de reservarse. Elige otra hora libre.');
  }
  if (state.holds.some((h) => h.slot.id === slot.id && h.owner !== owner)) {
    return refuse(409, 'slot_held', 'Otra persona está confirmando esta hora ahora mismo. Elige otra hora libre.');
  }
  const clash = state.appointments.find((a) => a.status === 'booked' && a.patient_id === patientId && a.id !== except && overlaps(a, slot));
  if (clash) return refuse(409, 'patient_busy', 'Esta persona ya tiene otra cita a esa hora. Elige otra hora.');
  state.holds = state.holds.filter((h) => h.owner !== owner);
  const hold: Hold = { id, owner, patient_id: patientId, slot, expiresAt: now + HOLD_MINUTES * 60_000 };
  state.holds.push(hold);
  return hold;
}

/** The caller's live hold, or why it cannot be used. */
export function liveHold(state: CareState, holdId: string, owner: string, now: number): Hold | Refusal {
  dropExpired(state, now);
  const hold = state.holds.find((h) => h.id === holdId && h.owner === owner);
  if (!hold) return refuse(410, 'hold_expired', 'La reserva temporal de esta hora ha caducado. Vuelve a elegir una hora libre.');
  return hold;
}

const fromSlot = (slot: Slot) => ({
  slot_id: slot.id,
  start: slot.start,
  end: slot.end,
  speciality: slot.speciality,
  doctor: slot.doctor,
  modality: slot.modality,
  headquarters_id: slot.headquarters_id,
  place: slot.place,
  video_url: slot.modality === 'video' ? videoRoom() : null,
});

/**
 * A new room for each video appointment (and each new time of one): a random token, never something derived from
 * the slot (`{doctor}.{date}.{hh:mm}` let anyone walk into other people's consultations, issue 28). The link
 * reaches only the patient: GET /appointments answers it to whom the appointment belongs; the video service's
 * side (the doctor admits whoever waits) is outside the sandbox (docs/contract.md).
 */
const videoRoom = () => `${VIDEO_ROOMS}/${newCapabilityToken()}`;

export function book(
  state: CareState,
  hold: Hold,
  appointment: Pick<Appointment, 'id' | 'patient_name' | 'booked_by' | 'created_at'>,
): Appointment {
  const booked: Appointment = {
    ...appointment,
    ...fromSlot(hold.slot),
    patient_id: hold.patient_id,
    status: 'booked',
    cancelled_at: null,
    cancellation_reason: null,
    rescheduled_from: null,
  };
  state.holds = state.holds.filter((h) => h !== hold);
  state.appointments.push(booked);
  return booked;
}

/** Why this appointment can no longer be changed, if it cannot. */
export function changeRefusal(appointment: Appointment, now: number, verb: 'cancelar' | 'cambiar'): Refusal | undefined {
  if (appointment.status !== 'booked' || Date.parse(appointment.start) <= now) {
    return refuse(409, 'not_changeable', `Esta cita ya no está activa: no se puede ${verb}.`);
  }
  if (Date.parse(appointment.start) - now < CANCELLATION_WINDOW_HOURS * 3_600_000) {
    return refuse(
      409,
      'change_window_closed',
      `No se puede ${verb} una cita a menos de ${CANCELLATION_WINDOW_HOURS} horas de su comienzo. Si no puedes acudir, llama a tu sede.`,
    );
  }
  return undefined;
}

export function cancel(appointment: Appointment, reason: string, now: number): Appointment {
  Object.assign(appointment, { status: 'cancelled', cancelled_at: new Date(now).toISOString(), cancellation_reason: reason });
  return appointment;
}

/** Moves the appointment to the held slot: the old slot is free only from this write on, never before. */
export function reschedule(state: CareState, appointment: Appointment, hold: Hold): Appointment {
  const previous = appointment.start;
  Object.assign(appointment, fromSlot(hold.slot), { rescheduled_from: previous });
  state.holds = state.holds.filter((h) => h !== hold);
  return appointment;
}
