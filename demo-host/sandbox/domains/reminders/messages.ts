// The Spanish words of each notice: a subject for the e-mail, one short sentence for the SMS, and the longer
// text for the e-mail. The unsubscribe line is added by deliver.ts, the same for every kind.
import type { ReminderKind } from '../../../../contract/reminders/schemas.ts';
import { euros } from '../../format.ts';
import type { Appointment } from '../appointments/types.ts';
import { CLINIC_TIME_ZONE } from '../appointments/madrid-time.ts';

export interface NoticeContent {
  subject: string;
  /** The SMS: one sentence, no greeting. */
  short: string;
  /** The e-mail's body, before the unsubscribe line. */
  text: string;
}

/** What each kind is called where the member turns it off (the unsubscribe line, the mailbox). */
export const KIND_NAMES: Record<ReminderKind, string> = {
  appointment_24h: 'recordatorios de cita 24 h antes',
  appointment_2h: 'recordatorios de cita 2 h antes',
  payment_due: 'avisos de pago 3 días antes del cobro',
  payment_failed: 'avisos de pago rechazado',
  pqr_answered: 'avisos de respuesta a tus PQR',
  beneficiary_accepted: 'avisos de beneficiarios que aceptan tu invitación',
};

const when = new Intl.DateTimeFormat('es-ES', {
  timeZone: CLINIC_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

export function appointmentNotice(a: Appointment, hoursBefore: 24 | 2): NoticeContent {
  const at = when.format(new Date(a.start));
  const where = a.modality === 'video' ? 'por videoconsulta' : `en ${a.place.name}`;
  const lead = hoursBefore === 24 ? 'Mañana' : 'Dentro de 2 horas';
  return {
    subject: `Recordatorio: cita de ${a.speciality.name} ${hoursBefore === 24 ? 'mañana' : 'hoy'}`,
    short: `${lead}: cita de ${a.speciality.name} para ${a.patient_name}, ${at}, ${where}.`,
    text:
      `${lead} tienes una cita:\n\n${a.speciality.name} con ${a.doctor.name}\n${at}, ${where}\nPaciente: ${a.patient_name}\n\n` +
      'Si no puedes ir, cámbiala o cancélala desde «Mis citas» en el portal, hasta 2 horas antes.',
  };
}

export function paymentDueNotice(date: string, planName: string): NoticeContent {
  const on = day.format(new Date(`${date}T00:00:00Z`));
  return {
    subject: `Tu próximo cobro es el ${on}`,
    short: `El ${on} cobraremos la cuota de tu ${planName}.`,
    text: `Te recordamos que el ${on} cobraremos la cuota de tu ${planName}. Si tu tarjeta ha cambiado, actualízala en «Mis pagos» del portal.`,
  };
}

export function paymentFailedNotice(amountCents: number, reason: string): NoticeContent {
  const amount = euros(amountCents);
  return {
    subject: 'No hemos podido cobrar tu pago',
    short: `Tu pago de ${amount} no se ha podido completar. Puedes reintentarlo en el portal.`,
    text: `Tu pago de ${amount} no se ha podido completar: ${reason}\n\nPuedes intentarlo de nuevo desde «Mis pagos» en el portal, con otra tarjeta o en una sede.`,
  };
}

export function pqrAnsweredNotice(reference: string): NoticeContent {
  return {
    subject: `Tenemos respuesta a tu solicitud ${reference}`,
    short: `Hemos respondido a tu solicitud ${reference}. Léela en «Ayuda y soporte» del portal.`,
    text: `Hemos respondido a tu solicitud ${reference}. Puedes leer la respuesta en «Ayuda y soporte» del portal.`,
  };
}

export function beneficiaryAcceptedNotice(name: string): NoticeContent {
  return {
    subject: `${name} ya forma parte de tu plan`,
    short: `${name} ha aceptado tu invitación y ya forma parte de tu plan.`,
    text: `${name} ha aceptado tu invitación y ya puede usar el portal y los servicios de tu plan.`,
  };
}
