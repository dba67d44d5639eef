/**
 * A place name as a key, exactly as SQL's `place_key` (migration 019) makes it: case, umlauts
 * ('muenchen' = 'München'), spaces and punctuation do not count ('Halle (Saale)' =
 * 'Halle / Saale'). api/test/places.test.ts checks both agree on every name of the dataset.
 */
export function placeKey(value: string): string {
  return value
    .replace(/[Ää]/g, 'ae')
    .replace(/[Öö]/g, 'oe')
    .replace(/[Üü]/g, 'ue')
    .replace(/[ßẞ]/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * A town's name without its addition, which people leave out: 'Frankfurt' for 'Frankfurt am
 * Main' and 'Frankfurt / Oder', 'Oldenburg' for 'Oldenburg (Oldenburg)', 'Weiden' for 'Weiden
 * in der Oberpfalz'. The name itself when it has none.
 */
export function shortName(name: string): string {
  return name
    .replace(/\s*(?:[(/,]| (?:am|an der|an den|im|in|in der|bei|ob der|auf der|vor der) ).*$/u, '')
    .trim();
}

/** Great-circle distance in km (haversine), as SQL's `place_distance_km`. */
export function distanceKm(
  from: { lat: number; lon: number },
  to: { lat: number; lon: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(to.lat - from.lat) / 2) ** 2 +
    Math.cos(radians(from.lat)) *
      Math.cos(radians(to.lat)) *
      Math.sin(radians(to.lon - from.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The mean earth radius (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;
