import type { Place } from '@kompass/shared';

/** Suggestions as the user would write the place: a postcode for digits, else the name. */
export function placeSuggestions(
  places: Place[],
  typed: string,
): { value: string; label: string }[] {
  const byPostcode = /^\d/.test(typed.trim());
  const seen = new Set<string>();
  return places.flatMap((place) => {
    const value = byPostcode ? place.postcode : place.name;
    if (seen.has(value)) return [];
    seen.add(value);
    return [{ value, label: `${place.postcode} ${place.name}` }];
  });
}
