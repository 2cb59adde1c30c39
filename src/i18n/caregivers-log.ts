// "Quién ha entrado" in the member's words (issue 31): what a caregiver did, one sentence per operation of the
// contract, keyed by the operation as the access log names it («POST /appointments»). The one table: an operation
// not in it is told with the generic sentence of its kind, never by its id; `null` is a call the portal makes on
// its own on every screen (the person's record, the audit), which the member did not ask about and is not told.
// tests/unit/caregivers/access-log.test.ts checks every key is an operation of the contract.
import type { AccessLogEntry } from '#contract/caregivers/schemas.ts';
import { formatClinicDayMonth, formatClinicTime, formatClinicWeekdayInSentence } from './clinic-time.ts';

type Appointment = AccessLogEntry['appointment'];
type Sentence = string | ((appointment: Appointment) => string) | null;

const when = (appointment: NonNullable<Appointment>) => formatClinicDayMonth(appointment.start);
const searched = 'Buscó horas libres para una cita';
const readRecord = 'Consultó tu historia clínica';
const readPayments = 'Consultó tus pagos';
const readSupport = 'Consultó la ayuda';
const readRequests = 'Consultó tus solicitudes';

export const caregiverLogSentences: Record<string, Sentence> = {
  'GET /customer/{id}': null,
  'POST /audit': null,
  // Holding an hour is a step of booking it: the booking (or nothing) is what the member is told.
  'POST /appointment-holds': null,
  'DELETE /appointment-holds/{id}': null,
  'GET /specialities': searched,
  'GET /appointment-patients': searched,
  'GET /appointment-days': searched,
  'GET /appointment-slots': searched,
  'GET /appointments': 'Consultó tus citas',
  'GET /appointments/{id}': 'Consultó una de tus citas',
  'POST /appointments': (a) => (a ? `Pidió una cita de ${a.speciality} para el ${when(a)}` : 'Pidió una cita'),
  'POST /appointments/{id}/cancellation': (a) => (a ? `Canceló la cita de ${a.speciality} del ${when(a)}` : 'Canceló una cita'),
  'POST /appointments/{id}/reschedule': (a) => (a ? `Cambió la cita de ${a.speciality} al ${when(a)}` : 'Cambió una cita de día'),
  'GET /medical-record/entries': readRecord,
  'GET /medical-record/entries/{id}': readRecord,
  'POST /medical-record/entries/{id}/document-link': 'Descargó un documento de tu historia clínica',
  'GET /cards/{customerId}': 'Consultó tu carné de afiliación',
  'GET /customers/{id}/charges': readPayments,
  'GET /charges/{id}': readPayments,
  'GET /customers/{id}/payments': readPayments,
  'GET /payments/{id}': readPayments,
  'POST /payments': 'Empezó un pago de tus recibos',
  'GET /customers/{id}/payment-agreements/options': 'Consultó cómo pagar tu deuda a plazos',
  'POST /payment-agreements': 'Aceptó un acuerdo de pago a plazos',
  'GET /payment-agreements/{id}': readPayments,
  'GET /support/faqs': readSupport,
  'GET /support/channels': readSupport,
  'GET /pqrs': readRequests,
  'GET /pqrs/{id}': readRequests,
  'POST /pqrs': 'Presentó una solicitud en tu nombre',
};

export const caregiverLogTexts = {
  /** An operation the table does not name, by what it was. */
  generic: { consulta: 'Consultó tus datos', acción: 'Hizo un cambio' },
  /** A change the server refused: nothing changed, but the member may want to know it was tried. */
  failed: 'Intentó hacer un cambio que no se completó',
  nothing: 'Entró sin consultar ni cambiar nada.',
  visit: (name: string, start: string, end: string) => {
    const day = formatClinicWeekdayInSentence(start);
    const from = formatClinicTime(start);
    const to = formatClinicTime(end);
    return from === to ? `${name} entró el ${day}, a las ${from}` : `${name} entró el ${day}, de ${from} a ${to}`;
  },
};
