import { describe, expect, it } from 'vitest';
import { calendarFile, calendarFileName } from '../../../src/features/appointments/calendar-file.ts';
import type { Appointment } from '../../../src/features/appointments/api/types.ts';

const appointment: Appointment = {
  id: 'cita-9003',
  patient_id: 'cus-1002',
  patient_name: 'Javier Ortega',
  booked_by: 'cus-1001',
  slot_id: 'doc-13.2026-11-24.1640',
  start: '2026-11-24T15:40:00.000Z',
  end: '2026-11-24T16:00:00.000Z',
  speciality: { code: 'dermatologia', name: 'Dermatología' },
  doctor: { id: 'doc-13', name: 'Dr. Álvaro Méndez Prieto' },
  modality: 'video',
  headquarters_id: null,
  place: { id: 'video', name: 'Videoconsulta', address: null },
  video_url: 'https://videoconsulta.clinica.example/sala/doc-13.2026-11-24.1640',
  status: 'booked',
  created_at: '2026-11-23T09:00:00.000Z',
  cancelled_at: null,
  cancellation_reason: null,
  rescheduled_from: null,
  cancellable_until: '2026-11-24T13:40:00.000Z',
};

/** Unfolds and splits an iCalendar text into its property lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

describe('calendar file (.ics)', () => {
  it('is one VEVENT in UTC with a one-hour reminder', () => {
    const lines = unfold(calendarFile(appointment, 'Videoconsulta', new Date('2026-11-23T09:00:00Z')));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('UID:cita-9003@portal-afiliados');
    expect(lines).toContain('DTSTAMP:20261123T090000Z');
    expect(lines).toContain('DTSTART:20261124T154000Z');
    expect(lines).toContain('DTEND:20261124T160000Z');
    expect(lines).toContain('SUMMARY:Cita de Dermatología con Dr. Álvaro Méndez Prieto');
    expect(lines).toContain('TRIGGER:-PT1H');
    expect(lines).toContain(`URL:${appointment.video_url}`);
  });

  it('escapes commas and new lines, and folds long lines at 75 octets', () => {
    const text = calendarFile(appointment, 'Sede Madrid Centro, Calle de Alcalá 120, 28009 Madrid');
    expect(unfold(text)).toContain('LOCATION:Sede Madrid Centro\\, Calle de Alcalá 120\\, 28009 Madrid');
    expect(unfold(text).find((l) => l.startsWith('DESCRIPTION:Paciente'))).toContain('Javier Ortega\\nVideoconsulta: https://');
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('is named after the day', () => {
    expect(calendarFileName(appointment)).toBe('cita-2026-11-24.ics');
  });
});
