// Doctors and their weekly hours, in Madrid wall time. `location` is a headquarters id (the same six ids as
// ../headquarters/seed.ts) or 'video'. Slots are cut from these hours for a rolling window after "now".
export interface Shift {
  location: string;
  /** 1 = Monday ... 5 = Friday, 6 = Saturday. */
  weekdays: number[];
  from: string;
  to: string;
}

export interface Doctor {
  id: string;
  name: string;
  speciality: string;
  slot_minutes: number;
  shifts: Shift[];
}

import { centreOffers } from './seed-places.ts';

const MON_FRI = [1, 2, 3, 4, 5];
const morning = (location: string, weekdays = MON_FRI): Shift => ({ location, weekdays, from: '09:00', to: '14:00' });
const afternoon = (location: string, weekdays = MON_FRI): Shift => ({ location, weekdays, from: '16:00', to: '20:00' });

const roster: Doctor[] = [
  {
    id: 'doc-01',
    name: 'Dra. Marta Gil Herrero',
    speciality: 'medicina-general',
    slot_minutes: 20,
    shifts: [morning('hq-madrid'), afternoon('video', [1, 3])],
  },
  {
    id: 'doc-02',
    name: 'Dr. Pablo Rubio Sanz',
    speciality: 'medicina-general',
    slot_minutes: 20,
    shifts: [afternoon('hq-madrid'), morning('video', [6])],
  },
  {
    id: 'doc-03',
    name: 'Dra. Laia Puig Ferrer',
    speciality: 'medicina-general',
    slot_minutes: 20,
    shifts: [morning('hq-barcelona'), afternoon('video', [2, 4])],
  },
  {
    id: 'doc-04',
    name: 'Dr. Vicente Llorens Martí',
    speciality: 'medicina-general',
    slot_minutes: 20,
    shifts: [morning('hq-valencia'), afternoon('hq-valencia', [2, 4])],
  },
  {
    id: 'doc-05',
    name: 'Dra. Rocío Marín Caballero',
    speciality: 'medicina-general',
    slot_minutes: 20,
    shifts: [morning('hq-sevilla'), afternoon('hq-malaga', [1, 3])],
  },
  { id: 'doc-06', name: 'Dr. Iker Etxeberria Zubiri', speciality: 'medicina-general', slot_minutes: 20, shifts: [morning('hq-bilbao')] },
  {
    id: 'doc-07',
    name: 'Dra. Carmen Ruiz Alarcón',
    speciality: 'medicina-general',
    slot_minutes: 20,
    shifts: [morning('hq-malaga'), afternoon('hq-sevilla', [2, 4])],
  },
  {
    id: 'doc-08',
    name: 'Dra. Beatriz Lozano Vega',
    speciality: 'pediatria',
    slot_minutes: 30,
    shifts: [afternoon('hq-madrid'), morning('video', [2, 4])],
  },
  {
    id: 'doc-09',
    name: 'Dr. Jordi Vidal Roca',
    speciality: 'pediatria',
    slot_minutes: 30,
    shifts: [afternoon('hq-barcelona'), afternoon('hq-valencia', [5])],
  },
  {
    id: 'doc-10',
    name: 'Dra. Inmaculada Ortiz Reyes',
    speciality: 'pediatria',
    slot_minutes: 30,
    shifts: [afternoon('hq-malaga'), morning('video', [1, 3])],
  },
  {
    id: 'doc-11',
    name: 'Dra. Elena Castillo Bravo',
    speciality: 'ginecologia',
    slot_minutes: 30,
    shifts: [morning('hq-madrid', [1, 2, 4]), morning('hq-valencia', [3, 5])],
  },
  { id: 'doc-12', name: 'Dra. Nuria Soler Camps', speciality: 'ginecologia', slot_minutes: 30, shifts: [morning('hq-bilbao')] },
  {
    id: 'doc-13',
    name: 'Dr. Álvaro Méndez Prieto',
    speciality: 'dermatologia',
    slot_minutes: 20,
    shifts: [morning('hq-madrid', [2, 3, 4]), afternoon('video', [1, 5])],
  },
  {
    id: 'doc-14',
    name: 'Dra. Amaia Goikoetxea Lasa',
    speciality: 'dermatologia',
    slot_minutes: 20,
    shifts: [afternoon('hq-sevilla'), afternoon('hq-barcelona', [5])],
  },
  {
    id: 'doc-15',
    name: 'Dr. Fernando Ibáñez Mora',
    speciality: 'cardiologia',
    slot_minutes: 30,
    shifts: [morning('hq-madrid', [1, 3, 5]), morning('hq-sevilla', [2, 4])],
  },
  {
    id: 'doc-16',
    name: 'Dr. Marc Casals Font',
    speciality: 'cardiologia',
    slot_minutes: 30,
    shifts: [afternoon('hq-sevilla', [1, 3]), afternoon('hq-madrid', [2, 4])],
  },
  {
    id: 'doc-17',
    name: 'Dr. Raúl Campos Domínguez',
    speciality: 'traumatologia',
    slot_minutes: 20,
    shifts: [afternoon('hq-madrid', [1, 2, 3, 4]), morning('hq-barcelona', [5])],
  },
  {
    id: 'doc-18',
    name: 'Dra. Silvia Navarro Pons',
    speciality: 'traumatologia',
    slot_minutes: 20,
    shifts: [afternoon('hq-sevilla', [1, 3, 5]), afternoon('hq-bilbao', [2])],
  },
  {
    id: 'doc-19',
    name: 'Dra. Teresa Romero Gallardo',
    speciality: 'oftalmologia',
    slot_minutes: 20,
    shifts: [morning('hq-madrid', [2, 5]), morning('hq-sevilla', [1, 3])],
  },
  {
    id: 'doc-20',
    name: 'Dr. Andrés Pascual Ferrán',
    speciality: 'oftalmologia',
    slot_minutes: 20,
    shifts: [afternoon('hq-valencia', [1, 3]), morning('hq-malaga', [5])],
  },
  {
    id: 'doc-21',
    name: 'Dra. Lucía Herrero Blanco',
    speciality: 'psicologia',
    slot_minutes: 45,
    shifts: [afternoon('video'), morning('hq-barcelona', [3])],
  },
  {
    id: 'doc-22',
    name: 'Dr. Sergio Aguirre Lázaro',
    speciality: 'psicologia',
    slot_minutes: 45,
    shifts: [morning('video', [1, 2, 4, 5]), afternoon('hq-malaga', [3])],
  },
];

/**
 * The roster as the centres offer it: hours at a centre that does not list the speciality on the Sedes screen
 * are left out, so booking never offers what a centre does not do.
 */
export const doctors: Doctor[] = roster.map((d) => ({
  ...d,
  shifts: d.shifts.filter((s) => s.location === 'video' || centreOffers(s.location, d.speciality)),
}));

export const doctorById = (id: string): Doctor | undefined => doctors.find((d) => d.id === id);

/** The places (headquarters ids, 'video') where a speciality is offered. */
export function locationsOf(speciality: string): string[] {
  const found = doctors.filter((d) => d.speciality === speciality).flatMap((d) => d.shifts.map((s) => s.location));
  return [...new Set(found)];
}
