import {
  useApi,
  type ApiClient,
  type Place,
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@kompass/shared';

/** Suggestions under the place field. */
export const PLACE_SUGGESTIONS = 8;

/** GET /places?search={prefix}&limit=: German places (name and postcode) for suggestions. */
export function placesQuery(api: ApiClient, prefix: string) {
  const search = prefix.trim();
  return queryOptions({
    queryKey: ['places', search] as const,
    queryFn: ({ signal }) =>
      api
        .get('places', {
          searchParams: { search, limit: PLACE_SUGGESTIONS },
          signal,
          // Suggestions only help: the field works without them, so a failure is not told.
          context: { silent: true },
        })
        .json<{ content: Place[] }>(),
    enabled: search.length >= 2,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function usePlaces(prefix: string) {
  return useQuery(placesQuery(useApi(), prefix));
}
