import { usePlaceInQuery } from '../api/get-place-in-query';
import type { SearchFilters } from '../lib/search-state';

/** What the dialog searches for once the typing rests. */
export interface Searched {
  /** The words searched; '' while there is nothing to search yet. */
  query: string;
  filters: SearchFilters;
  /** The place read from the text („in Hamburg“), shown as a chip; undefined without one. */
  placeFromText: string | undefined;
  /** The text without that place (and its „in“): what removing the chip leaves. */
  textWithoutPlace: string | undefined;
}

/**
 * The search as people type it: a place the text names becomes the place filter of jobs and
 * courses, and the rest of the text is searched („Pflege in Hamburg“ → „Pflege“ near Hamburg).
 * A place filter chosen in the filters wins; then the text is searched as typed.
 */
export function useSearched(typedQuery: string, filters: SearchFilters): Searched {
  // A place needs something besides it to search for: one word is never read as a place.
  const readPlace = filters.near === undefined && /\S\s+\S/u.test(typedQuery);
  const found = usePlaceInQuery(typedQuery, readPlace);
  if (typedQuery === '' || !readPlace) {
    return { query: typedQuery, filters, placeFromText: undefined, textWithoutPlace: undefined };
  }
  // Until the answer is there nothing is searched, so no list shows the wrong words first.
  if (found.isPending)
    return { query: '', filters, placeFromText: undefined, textWithoutPlace: undefined };
  const place = found.data?.place;
  if (!place || !found.data)
    return { query: typedQuery, filters, placeFromText: undefined, textWithoutPlace: undefined };
  return {
    query: found.data.search,
    filters: { ...filters, near: place.name },
    placeFromText: place.name,
    textWithoutPlace: found.data.search,
  };
}
