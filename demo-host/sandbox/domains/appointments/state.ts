// The care state of one sandbox: seeded on first use (the seed needs the sandbox's clock, which the Store's
// reset does not have), dropped by the reset.
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import { seedHistory, type SeedPatient } from './seed-history.ts';
import { slotsOn, windowDays } from './slots.ts';
import type { Appointment, CareState } from './types.ts';

/** The demo people with a history; nuevo@demo.es (cus-1004) joined last month and has none yet. */
const WITH_HISTORY = ['cus-1001', 'cus-1002', 'cus-1005', 'cus-1006', 'cus-1013', 'cus-1014', 'cus-1015', 'ben-2001'];

/**
 * What the seed reads of the Store: its own slice and the people it names. Typed here rather than as the Store,
 * which is made of the slices (domains/states.ts lists this one): the slice's module importing it closed a cycle.
 */
interface CareStore extends AppointmentsState {
  customer(id: string): Customer | undefined;
  beneficiary(id: string): Beneficiary | undefined;
}

function seedPatients(store: CareStore): SeedPatient[] {
  return WITH_HISTORY.flatMap((id) => {
    const person = store.customer(id) ?? store.beneficiary(id);
    if (!person) return [];
    return [{ id, name: `${person.first_name} ${person.first_lastname}`, gender: person.gender, birth_date: person.birth_date }];
  });
}

/** titular@demo.es already has a check-up booked a few days ahead, so "Próximas" is not empty on first visit. */
function upcomingSeed(now: number): Appointment[] {
  const day = windowDays(now)
    .slice(3)
    .find((date) => slotsOn('medicina-general', 'hq-madrid', date, now).length > 0);
  const slot = day ? slotsOn('medicina-general', 'hq-madrid', day, now)[3] : undefined;
  if (!slot) return [];
  return [
    {
      id: 'cita-cus-1001-prox',
      patient_id: 'cus-1001',
      patient_name: 'Lucía Martín',
      booked_by: 'cus-1001',
      slot_id: slot.id,
      start: slot.start,
      end: slot.end,
      speciality: slot.speciality,
      doctor: slot.doctor,
      modality: slot.modality,
      headquarters_id: slot.headquarters_id,
      place: slot.place,
      video_url: null,
      status: 'booked',
      created_at: new Date(now - 2 * 86_400_000).toISOString(),
      cancelled_at: null,
      cancellation_reason: null,
      rescheduled_from: null,
    },
  ];
}

export function careState(deps: { store: CareStore; opts: { now(): number } }): CareState {
  const { store } = deps;
  if (!store.care) {
    const now = deps.opts.now();
    const history = seedHistory(seedPatients(store), now);
    store.care = { appointments: [...history.appointments, ...upcomingSeed(now)], holds: [], entries: history.entries, links: new Map() };
  }
  return store.care;
}

export interface AppointmentsState {
  /** Appointments, slot holds and clinical history: null until careState seeds it on first use, from the clock. */
  care: CareState | null;
}

export const appointmentsState = (): AppointmentsState => ({ care: null });
