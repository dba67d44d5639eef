import { useApi, type ApiClient, type PlaceInQuery, queryOptions, useQuery } from '@kompass/shared';

/**
 * GET /places/in-query?search=: the place a search names („Pflege in Hamburg“) and the search
 * without it. Asked only when no place filter is set: a chosen place wins over one typed.
 */
export function placeInQueryQuery(api: ApiClient, search: string, enabled: boolean) {
  const query = search.trim();
  return queryOptions({
    queryKey: ['places', 'in-query', query] as const,
    queryFn: ({ signal }) =>
      api
        .get('places/in-query', {
          searchParams: { search: query },
          signal,
          // Only a help: without an answer the search runs on the text as typed.
          context: { silent: true },
        })
        .json<PlaceInQuery>(),
    enabled: enabled && query !== '',
    staleTime: Infinity,
  });
}

/**
 * What the search dialog searches for: the text and the place filter, with a place named in the
 * text taken as the filter. Undefined while that is being found out.
 */
export function usePlaceInQuery(search: string, enabled: boolean) {
  return useQuery(placeInQueryQuery(useApi(), search, enabled));
}
