// @vitest-environment node
// "Quién ha entrado"'s one table of sentences (i18n/caregivers-log.ts) against the contract: each key is an
// operation a caregiver may make, each such operation the member can meet is told in words (or deliberately not),
// and an operation the table does not know is told generically, never by its id.
import { describe, expect, it } from 'vitest';
import { operations } from '../../../contract/operations.ts';
import { caregiverScope } from '../../../contract/caregivers/scope.ts';
import { caregiverLogSentences } from '../../../src/i18n/caregivers-log.ts';
import { deedOf, visitsOf } from '../../../src/features/profile/access-visits.ts';
import { formatClinicWeekdayInSentence } from '../../../src/i18n/clinic-time.ts';
import type { AccessLogEntry } from '#contract/caregivers/schemas.ts';

const keyOf = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;
/** What the sandbox writes to the log: every call an acting token may make, but whom they act for and the switch. */
const logged = operations.filter((op) => op.auth === 'bearer' && caregiverScope(op) !== undefined).map(keyOf);
const own = new Set(['GET /caregivers/represented', 'POST /caregivers/acting']);

const entry = (over: Partial<AccessLogEntry>): AccessLogEntry => ({
  id: 'acc-1',
  at: '2026-11-24T09:02:00Z',
  grant_id: 'cgr-1',
  caregiver_name: 'Ana García',
  kind: 'consulta',
  visit_id: 'vis-1',
  operation: 'GET /appointments',
  summary: 'Citas del portador',
  status: 200,
  ...over,
});

describe('Quién ha entrado: the sentences', () => {
  it('names only operations of the contract a caregiver may make, and has a word for each of them', () => {
    expect(Object.keys(caregiverLogSentences).filter((key) => !logged.includes(key))).toEqual([]);
    expect(logged.filter((key) => !own.has(key) && !(key in caregiverLogSentences))).toEqual([]);
  });

  it('tells an operation it does not know by its kind, a refused change as tried, and drops a refused read', () => {
    expect(deedOf(entry({ operation: 'GET /something-new' }))).toBe('Consultó tus datos');
    expect(deedOf(entry({ operation: 'PUT /something-new', kind: 'acción' }))).toBe('Hizo un cambio');
    expect(deedOf(entry({ operation: 'POST /appointments', kind: 'acción', status: 409 }))).toBe(
      'Intentó hacer un cambio que no se completó',
    );
    expect(deedOf(entry({ status: 403 }))).toBeNull();
    const booked = { speciality: 'Dermatología', start: '2026-12-02T09:20:00Z' };
    expect(deedOf(entry({ operation: 'POST /appointments', kind: 'acción', status: 201, appointment: booked }))).toBe(
      'Pidió una cita de Dermatología para el 2 de diciembre',
    );
    expect(deedOf(entry({ operation: 'POST /appointments/{id}/cancellation', kind: 'acción' }))).toBe('Canceló una cita');
  });

  it('says when a visit was in the words of a sentence, with the year only when it is not this one', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(formatClinicWeekdayInSentence('2026-11-24T09:02:00Z', now)).toBe('martes 24 de noviembre');
    expect(formatClinicWeekdayInSentence('2025-12-30T09:02:00Z', now)).toBe('martes 30 de diciembre de 2025');
  });

  it('groups by visit, newest first, each in the order it happened', () => {
    const visits = visitsOf([
      entry({ id: 'a4', visit_id: 'vis-2', at: '2026-11-25T17:00:00Z', operation: 'GET /cards/{customerId}' }),
      entry({ id: 'a3', at: '2026-11-24T09:15:00Z', operation: 'GET /medical-record/entries' }),
      entry({ id: 'a2', at: '2026-11-24T09:05:00Z' }),
      entry({ id: 'a1', at: '2026-11-24T09:02:00Z', kind: 'visita', operation: 'POST /caregivers/acting' }),
    ]);
    expect(visits.map((v) => [v.id, v.start, v.end, v.deeds])).toEqual([
      ['vis-2', '2026-11-25T17:00:00Z', '2026-11-25T17:00:00Z', ['Consultó tu carné de afiliación']],
      ['vis-1', '2026-11-24T09:02:00Z', '2026-11-24T09:15:00Z', ['Consultó tus citas', 'Consultó tu historia clínica']],
    ]);
  });
});
