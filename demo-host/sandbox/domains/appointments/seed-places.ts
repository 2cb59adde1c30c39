// Where appointments happen: one of the headquarters (../headquarters/seed.ts, the same data the Sedes screen reads)
// or the video consultation. Care responses embed these summaries, so booking and the history name their place
// without a second call.
import { seedHeadquarters } from '../headquarters/seed.ts';
import type { Place } from '../../../../contract/appointments/schemas.ts';

export const VIDEO_PLACE: Place = { id: 'video', name: 'Videoconsulta', address: null };

// The centres are seed data that never change during a run: read once.
const centres = seedHeadquarters();

export function placeOf(id: string | null): Place {
  const hq = centres.find((h) => h.id === id);
  return hq ? { id: hq.id, name: hq.name, address: `${hq.address}, ${hq.postal_code} ${hq.city}` } : VIDEO_PLACE;
}

/** Whether a centre offers a speciality (its list on the Sedes screen): a doctor's hours there count only then. */
export const centreOffers = (id: string, speciality: string): boolean =>
  centres.some((h) => h.id === id && h.specialities.some((s) => s.code === speciality));
