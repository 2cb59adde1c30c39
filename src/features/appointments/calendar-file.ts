// An appointment as an iCalendar file (RFC 5545) the member adds to any calendar. Times are UTC ("Z"), so
// every calendar shows the right hour in its own zone; a one-hour reminder goes with it.
import { appointmentTexts as t } from '../../i18n/appointments.ts';
import type { Appointment } from './api/types.ts';

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and a space (section 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (bytes.encode(current + ch).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(appointment: Appointment, place: string, now = new Date()): string {
  const description = [t.icsPatient(appointment.patient_name), appointment.video_url ? t.icsVideo(appointment.video_url) : '']
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal de afiliados//Citas medicas//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${appointment.id}@portal-afiliados`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(appointment.start)}`,
    `DTEND:${stamp(appointment.end)}`,
    `SUMMARY:${escape(t.icsSummary(appointment.speciality.name, appointment.doctor.name))}`,
    `LOCATION:${escape(place)}`,
    `DESCRIPTION:${escape(description)}`,
    ...(appointment.video_url ? [`URL:${appointment.video_url}`] : []),
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${escape(t.icsReminder)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export const calendarFileName = (appointment: Appointment) => `cita-${appointment.start.slice(0, 10)}.ics`;

/** Hands the file to the browser as a download. */
export function downloadCalendarFile(appointment: Appointment, place: string): void {
  const url = URL.createObjectURL(new Blob([calendarFile(appointment, place)], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = calendarFileName(appointment);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
