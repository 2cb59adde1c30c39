// Where appointments happen: the six headquarters (the same ids as care2's seed/headquarters.ts, which the
// portal's Sedes screen reads) and the video consultation. Care responses embed these summaries, so booking and
// the history name their place without a second call.
export interface Place {
  id: string;
  name: string;
  /** Street, postal code and city; null for the video consultation. */
  address: string | null;
}

export const VIDEO_PLACE: Place = { id: 'video', name: 'Videoconsulta', address: null };

const places: Place[] = [
  { id: 'hq-madrid', name: 'Sede Madrid Centro', address: 'Calle de Alcalá 120, 28009 Madrid' },
  { id: 'hq-barcelona', name: 'Sede Barcelona Eixample', address: 'Carrer de Balmes 150, 08008 Barcelona' },
  { id: 'hq-valencia', name: 'Sede Valencia Ruzafa', address: 'Carrer de Sueca 31, 46006 Valencia' },
  { id: 'hq-sevilla', name: 'Sede Sevilla Nervión', address: 'Avenida Eduardo Dato 58, 41005 Sevilla' },
  { id: 'hq-bilbao', name: 'Sede Bilbao Abando', address: 'Gran Vía de Don Diego López de Haro 45, 48011 Bilbao' },
  { id: 'hq-malaga', name: 'Sede Málaga Centro', address: 'Alameda Principal 21, 29001 Málaga' },
];

export function placeOf(id: string | null): Place {
  return places.find((p) => p.id === id) ?? VIDEO_PLACE;
}
