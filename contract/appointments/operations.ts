// Appointments: specialities, free slots, slot holds, bookings: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { refusals, operationList, type Operation, type Parameter } from '../operation.ts';
import { ErrorBody, StringEnum, Type } from '../schema.ts';
import { Appointment, AppointmentPatient, FreeDay, Slot, SlotHold, Speciality } from './schemas.ts';

/** The free days' and hours' query: which speciality, where. */
const WHAT_AND_WHERE: Parameter[] = [
  { name: 'speciality', in: 'query', required: true, description: 'Código de especialidad', schema: Type.String() },
  { name: 'location', in: 'query', required: true, description: "Id de sede (hq-madrid...) o 'video'", schema: Type.String() },
];

export const appointmentsOperations = operationList([
  {
    method: 'get',
    path: '/specialities',
    tag: 'citas',
    summary: 'Especialidades y dónde se ofrecen',
    auth: 'bearer',
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Lista', schema: Type.Array(Speciality) },
      ...refusals(401),
    },
  },
  {
    method: 'get',
    path: '/appointment-patients',
    tag: 'citas',
    summary: 'Para quién puede pedir cita el portador del token (él y, si es titular, sus beneficiarios)',
    auth: 'bearer',
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Personas', schema: Type.Array(AppointmentPatient) },
      ...refusals(401, 403),
    },
  },
  {
    method: 'get',
    path: '/appointment-days',
    tag: 'citas',
    summary: 'Días de las próximas 3 semanas con horas libres (fechas de Madrid)',
    auth: 'bearer',
    example: { account: 'titular@demo.es', query: { speciality: 'medicina-general', location: 'hq-madrid' }, status: 200 },
    parameters: WHAT_AND_WHERE,
    responses: {
      200: { description: 'Días', schema: Type.Array(FreeDay) },
      ...refusals(401, 422),
    },
  },
  {
    method: 'get',
    path: '/appointment-slots',
    tag: 'citas',
    summary: 'Horas libres de un día',
    auth: 'bearer',
    parameters: [
      ...WHAT_AND_WHERE,
      { name: 'date', in: 'query', required: true, description: 'AAAA-MM-DD (Madrid)', schema: Type.String() },
    ],
    responses: {
      200: { description: 'Horas libres', schema: Type.Array(Slot) },
      ...refusals(401, 422),
    },
  },
  {
    method: 'post',
    path: '/appointment-holds',
    tag: 'citas',
    summary: 'Retener una hora 5 minutos mientras se confirma (una por sesión: la nueva suelta la anterior)',
    auth: 'bearer',
    body: {
      schema: Type.Object({
        slot_id: Type.String(),
        patient_id: Type.String(),
        appointment_id: Type.Optional(Type.String({ description: 'Al cambiar una cita: la cita que se mueve' })),
      }),
    },
    responses: {
      201: { description: 'Retenida', schema: SlotHold },
      ...refusals(400, 401, 403, 404, 422),
      409: {
        description:
          'Conflicto con el estado de la hora o de la cita (slot_taken, slot_held, patient_busy, not_changeable, change_window_closed)',
        schema: ErrorBody,
      },
    },
  },
  {
    method: 'delete',
    path: '/appointment-holds/{id}',
    tag: 'citas',
    summary: 'Soltar la hora retenida',
    auth: 'bearer',
    parameters: [{ name: 'id', in: 'path', description: 'Retención', schema: Type.String() }],
    responses: {
      204: { description: 'Soltada' },
      ...refusals(401, 404),
    },
  },
  {
    method: 'get',
    path: '/appointments',
    tag: 'citas',
    summary: 'Citas del portador y, si es titular, de sus beneficiarios',
    auth: 'bearer',
    parameters: [{ name: 'scope', in: 'query', description: 'upcoming (por defecto) o past', schema: StringEnum(['upcoming', 'past']) }],
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Citas', schema: Type.Array(Appointment) },
      ...refusals(401, 403, 422),
    },
  },
  {
    method: 'post',
    path: '/appointments',
    tag: 'citas',
    summary: 'Confirmar la cita de una hora retenida (comprobación y escritura en un solo paso)',
    auth: 'bearer',
    body: {
      schema: Type.Object({
        hold_id: Type.String(),
      }),
    },
    responses: {
      201: { description: 'Reservada', schema: Appointment },
      ...refusals(400, 401, 403, 422),
      410: { description: 'La reserva temporal caducó (hold_expired)', schema: ErrorBody },
    },
  },
  {
    method: 'get',
    path: '/appointments/{id}',
    tag: 'citas',
    summary: 'Una cita',
    auth: 'bearer',
    example: { account: 'titular@demo.es', path: { id: 'cita-cus-1001-prox' }, status: 200 },
    parameters: [{ name: 'id', in: 'path', description: 'Cita', schema: Type.String() }],
    responses: {
      200: { description: 'Cita', schema: Appointment },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/appointments/{id}/cancellation',
    tag: 'citas',
    summary: 'Cancelar con un motivo (no en las 2 horas anteriores)',
    auth: 'bearer',
    parameters: [{ name: 'id', in: 'path', description: 'Cita', schema: Type.String() }],
    body: {
      schema: Type.Object({
        reason: Type.String({ minLength: 3, maxLength: 300 }),
      }),
    },
    responses: {
      200: { description: 'Cancelada', schema: Appointment },
      ...refusals(400, 401, 403, 404, 422),
      409: {
        description:
          'Conflicto con el estado de la hora o de la cita (slot_taken, slot_held, patient_busy, not_changeable, change_window_closed)',
        schema: ErrorBody,
      },
    },
  },
  {
    method: 'post',
    path: '/appointments/{id}/reschedule',
    tag: 'citas',
    summary: 'Mover la cita a una hora retenida; la hora anterior queda libre solo cuando la nueva está tomada',
    auth: 'bearer',
    parameters: [{ name: 'id', in: 'path', description: 'Cita', schema: Type.String() }],
    body: {
      schema: Type.Object({
        hold_id: Type.String(),
      }),
    },
    responses: {
      200: { description: 'Cambiada', schema: Appointment },
      ...refusals(400, 401, 403, 404, 422),
      409: {
        description:
          'Conflicto con el estado de la hora o de la cita (slot_taken, slot_held, patient_busy, not_changeable, change_window_closed)',
        schema: ErrorBody,
      },
      410: { description: 'La reserva temporal caducó (hold_expired)', schema: ErrorBody },
    },
  },
] satisfies Operation[]);
