import type { Place } from './api/types.ts';

/** For the summary and the calendar file: "Sede Madrid Centro, Calle de Alcalá 120, 28009 Madrid". */
export const placeText = (place: Place): string => (place.address ? `${place.name}, ${place.address}` : place.name);
