// Slots are not stored: they are cut from the doctors' hours for the rolling window after "now", and a slot is
// free when no booked appointment and no live hold uses its id. Ids carry everything needed to rebuild them.
import { doctorById, doctors, type Doctor } from './seed-doctors.ts';
import { specialityByCode } from './seed-specialities.ts';
import { placeOf } from './seed-places.ts';
import type { Slot } from '../../../../contract/appointments/schemas.ts';
import { addDays, madridInstant, madridWallTime, weekdayOf } from './madrid-time.ts';
import { BOOKING_WINDOW_DAYS, MIN_LEAD_MINUTES } from './rules.ts';

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;

function makeSlot(doctor: Doctor, location: string, date: string, minutes: number): Slot {
  const start = madridInstant(date, minutes);
  const speciality = specialityByCode(doctor.speciality);
  return {
    id: `${doctor.id}.${date}.${hhmm(minutes)}`,
    start: new Date(start).toISOString(),
    end: new Date(start + doctor.slot_minutes * 60_000).toISOString(),
    speciality: { code: doctor.speciality, name: speciality?.name ?? doctor.speciality },
    doctor: { id: doctor.id, name: doctor.name },
    modality: location === 'video' ? 'video' : 'presencial',
    headquarters_id: location === 'video' ? null : location,
    place: placeOf(location === 'video' ? null : location),
  };
}

/** Every slot of the doctor's shifts at `location` on `date`, bookable or not. */
function daySlots(doctor: Doctor, location: string, date: string): Slot[] {
  const weekday = weekdayOf(date);
  return doctor.shifts
    .filter((shift) => shift.location === location && shift.weekdays.includes(weekday))
    .flatMap((shift) => {
      const out: Slot[] = [];
      for (let m = toMinutes(shift.from); m + doctor.slot_minutes <= toMinutes(shift.to); m += doctor.slot_minutes) {
        out.push(makeSlot(doctor, location, date, m));
      }
      return out;
    });
}

/** The bookable window: from an hour after now to the end of the last day of the window (Madrid dates). */
export function bookingWindow(now: number): { first: string; last: string; earliest: number } {
  const first = madridWallTime(now).date;
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS), earliest: now + MIN_LEAD_MINUTES * 60_000 };
}

/** The slots of a speciality at a place on a day, inside the window, busy ones included. */
export function slotsOn(speciality: string, location: string, date: string, now: number): Slot[] {
  const { first, last, earliest } = bookingWindow(now);
  if (date < first || date > last) return [];
  return doctors
    .filter((d) => d.speciality === speciality)
    .flatMap((d) => daySlots(d, location, date))
    .filter((slot) => Date.parse(slot.start) >= earliest)
    .sort((a, b) => a.start.localeCompare(b.start) || a.doctor.name.localeCompare(b.doctor.name));
}

/** Rebuilds a slot from its id, or undefined when the id names no real, bookable slot. */
export function slotById(id: string, now: number): Slot | undefined {
  const match = /^(doc-\d+)\.(\d{4}-\d{2}-\d{2})\.(\d{2})(\d{2})$/.exec(id);
  if (!match) return undefined;
  const [, doctorId, date, h, m] = match as unknown as [string, string, string, string, string];
  const doctor = doctorById(doctorId);
  if (!doctor) return undefined;
  const locations = [...new Set(doctor.shifts.map((s) => s.location))];
  return locations.flatMap((loc) => slotsOn(doctor.speciality, loc, date, now)).find((s) => s.id === `${doctorId}.${date}.${h}${m}`);
}

/** Every day of the window, for a speciality at a place: how many slots exist (busy or not). */
export function windowDays(now: number): string[] {
  const { first } = bookingWindow(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS + 1 }, (_, i) => addDays(first, i));
}
