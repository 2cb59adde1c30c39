// Straight-line distance between the member and a site (haversine on a spherical Earth): good to a few metres
// at city scale, which is all a "nearest first" order needs.
export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The items nearest first; equal distances keep their order. */
export function byDistance<T extends { location: Point }>(items: T[], from: Point): { item: T; km: number }[] {
  return items.map((item) => ({ item, km: distanceKm(from, item.location) })).sort((x, y) => x.km - y.km);
}
