import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';
import { specialities, specialityByCode } from './seed-specialities.ts';
import { locationsOf } from './seed-doctors.ts';
import { placeOf, VIDEO_PLACE } from './seed-places.ts';
import { careState } from './state.ts';
import { patientsOrRefusal } from './access.ts';
import { book, cancel, changeRefusal, isRefusal, liveHold, placeHold, reschedule, slotBusy, type Refusal } from './booking.ts';
import { slotById, slotsOn, windowDays } from './slots.ts';
import { CANCELLATION_WINDOW_HOURS } from './rules.ts';
import type { Appointment, Hold } from './types.ts';

type Ctx = Context<SandboxEnv>;

const refusal = (c: Ctx, r: Refusal) => jsonError(c, r.status, r.error, r.message);
const holdBody = (h: Hold) => ({ id: h.id, patient_id: h.patient_id, slot: h.slot, expires_at: new Date(h.expiresAt).toISOString() });
const appointmentBody = (a: Appointment) => ({
  ...a,
  cancellable_until: new Date(Date.parse(a.start) - CANCELLATION_WINDOW_HOURS * 3_600_000).toISOString(),
});

export function appointmentRoutes(deps: Deps) {
  const app = new OperationHandlers();
  const now = () => deps.opts.now();

  /** Speciality and place from the query, checked against the catalogue. */
  const searchOf = (c: Ctx): { speciality: string; location: string } | Response => {
    const speciality = c.req.query('speciality') ?? '';
    const location = c.req.query('location') ?? '';
    if (!specialityByCode(speciality)) return validationError(c, { speciality: 'Elige una especialidad de la lista.' });
    if (!locationsOf(speciality).includes(location)) return validationError(c, { location: 'Esa especialidad no se ofrece en ese lugar.' });
    return { speciality, location };
  };

  /** The appointment in the path, if the bearer may see it (their own, or a beneficiary's for a holder). */
  const visible = (c: Ctx): Appointment | Response => {
    const patients = patientsOrRefusal(c, deps);
    if (patients instanceof Response) return patients;
    const found = careState(deps).appointments.find((a) => a.id === c.req.param().id);
    if (!found || !patients.some((p) => p.id === found.patient_id)) return notFound(c, 'No existe esa cita.');
    return found;
  };

  app.handle('getSpecialities', (c) =>
    c.json(
      specialities.map((s) => ({
        ...s,
        locations: locationsOf(s.code),
        places: locationsOf(s.code).map((id) => (id === 'video' ? VIDEO_PLACE : placeOf(id))),
      })),
    ),
  );

  app.handle('getAppointmentPatients', (c) => {
    const patients = patientsOrRefusal(c, deps);
    return patients instanceof Response ? patients : c.json(patients);
  });

  app.handle('getAppointmentDays', (c) => {
    const search = searchOf(c);
    if (search instanceof Response) return search;
    const state = careState(deps);
    const days = windowDays(now()).map((date) => {
      const slots = slotsOn(search.speciality, search.location, date, now());
      return { date, free: slots.filter((s) => !slotBusy(state, s.id, now())).length };
    });
    return c.json(days.filter((d) => d.free > 0));
  });

  app.handle('getAppointmentSlots', (c) => {
    const search = searchOf(c);
    if (search instanceof Response) return search;
    const date = c.req.query('date') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return validationError(c, { date: 'Indica el día con el formato AAAA-MM-DD.' });
    const state = careState(deps);
    return c.json(slotsOn(search.speciality, search.location, date, now()).filter((s) => !slotBusy(state, s.id, now())));
  });

  app.handle('postAppointmentHolds', async (c) => {
    const patients = patientsOrRefusal(c, deps);
    if (patients instanceof Response) return patients;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { slot_id, patient_id, appointment_id } = read.body;
    if (!isNonEmptyString(slot_id)) return validationError(c, { slot_id: 'Elige una hora.' });
    if (!isNonEmptyString(patient_id)) return validationError(c, { patient_id: 'Indica para quién es la cita.' });
    if (!patients.some((p) => p.id === patient_id))
      return jsonError(c, 403, 'forbidden', 'Solo puedes pedir citas para ti o para los beneficiarios de tu plan.');
    const slot = slotById(slot_id, now());
    if (!slot) return notFound(c, 'Esa hora ya no está disponible para reservar.');
    const hold = placeHold(
      careState(deps),
      slot,
      patient_id,
      c.get('bearer').sub,
      now(),
      deps.store.nextId('hold'),
      typeof appointment_id === 'string' ? appointment_id : undefined,
    );
    return isRefusal(hold) ? refusal(c, hold) : c.json(holdBody(hold), 201);
  });

  app.handle('deleteAppointmentHoldsId', (c) => {
    const state = careState(deps);
    const hold = state.holds.find((h) => h.id === c.req.param().id && h.owner === c.get('bearer').sub);
    if (!hold) return notFound(c, 'Esa reserva temporal ya no existe.');
    state.holds = state.holds.filter((h) => h !== hold);
    return c.body(null, 204);
  });

  app.handle('postAppointments', async (c) => {
    const patients = patientsOrRefusal(c, deps);
    if (patients instanceof Response) return patients;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    if (!isNonEmptyString(read.body.hold_id)) return validationError(c, { hold_id: 'Falta la reserva temporal de la hora.' });
    // From here to the write there is no await: the check and the booking are one step.
    const state = careState(deps);
    const hold = liveHold(state, read.body.hold_id, c.get('bearer').sub, now());
    if (isRefusal(hold)) return refusal(c, hold);
    const patient = patients.find((p) => p.id === hold.patient_id);
    if (!patient) return jsonError(c, 403, 'forbidden', 'Solo puedes pedir citas para ti o para los beneficiarios de tu plan.');
    const booker = patients.find((p) => p.self)!;
    const booked = book(state, hold, {
      id: deps.store.nextId('cita'),
      patient_name: `${patient.first_name} ${patient.first_lastname}`,
      booked_by: patient.self ? patient.id : booker.id,
      created_at: new Date(now()).toISOString(),
    });
    return c.json(appointmentBody(booked), 201);
  });

  app.handle('getAppointments', (c) => {
    const patients = patientsOrRefusal(c, deps);
    if (patients instanceof Response) return patients;
    const scope = c.req.query('scope') ?? 'upcoming';
    if (scope !== 'upcoming' && scope !== 'past') return validationError(c, { scope: 'Usa upcoming o past.' });
    const mine = careState(deps).appointments.filter((a) => patients.some((p) => p.id === a.patient_id));
    const upcoming = (a: Appointment) => a.status === 'booked' && Date.parse(a.end) > now();
    const list =
      scope === 'upcoming'
        ? mine.filter(upcoming).sort((a, b) => a.start.localeCompare(b.start))
        : mine.filter((a) => !upcoming(a)).sort((a, b) => b.start.localeCompare(a.start));
    return c.json(list.map((a) => appointmentBody(a.status === 'booked' && !upcoming(a) ? { ...a, status: 'completed' } : a)));
  });

  app.handle('getAppointmentsId', (c) => {
    const found = visible(c);
    return found instanceof Response ? found : c.json(appointmentBody(found));
  });

  app.handle('postAppointmentsIdCancellation', async (c) => {
    const found = visible(c);
    if (found instanceof Response) return found;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { reason } = read.body;
    if (!isNonEmptyString(reason) || reason.trim().length < 3) return validationError(c, { reason: 'Dinos el motivo de la cancelación.' });
    if (reason.length > 300) return validationError(c, { reason: 'El motivo no puede pasar de 300 caracteres.' });
    const refused = changeRefusal(found, now(), 'cancelar');
    return refused ? refusal(c, refused) : c.json(appointmentBody(cancel(found, reason.trim(), now())));
  });

  app.handle('postAppointmentsIdReschedule', async (c) => {
    const found = visible(c);
    if (found instanceof Response) return found;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    if (!isNonEmptyString(read.body.hold_id)) return validationError(c, { hold_id: 'Falta la reserva temporal de la nueva hora.' });
    const state = careState(deps);
    const refused = changeRefusal(found, now(), 'cambiar');
    if (refused) return refusal(c, refused);
    const hold = liveHold(state, read.body.hold_id, c.get('bearer').sub, now());
    if (isRefusal(hold)) return refusal(c, hold);
    if (hold.patient_id !== found.patient_id) return validationError(c, { hold_id: 'La nueva hora tiene que ser para la misma persona.' });
    return c.json(appointmentBody(reschedule(state, found, hold)));
  });

  return app;
}
