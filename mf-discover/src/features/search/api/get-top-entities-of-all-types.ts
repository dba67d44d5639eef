import { useApi, type ApiClient, type TopEntity, queryOptions, useQuery } from '@kompass/shared';
import { serverErrorShownInPlace } from '../../../api/shown-in-place';

/** GET /search/entities/top/all?limit=: jobs, companies and courses mixed, most viewed first. */
export function getTopEntitiesOfAllTypes(
  api: ApiClient,
  limit: number,
  signal?: AbortSignal,
): Promise<TopEntity[]> {
  return api
    .get('search/entities/top/all', {
      searchParams: { limit },
      signal,
      context: serverErrorShownInPlace,
    })
    .json<TopEntity[]>();
}

export function topEntitiesOfAllTypesQuery(api: ApiClient, limit: number) {
  return queryOptions({
    queryKey: ['search', 'top', 'all', limit] as const,
    queryFn: ({ signal }) => getTopEntitiesOfAllTypes(api, limit, signal),
    // The limit is a promise of the layout: it holds even if the server sends more.
    select: (entries) => entries.slice(0, limit),
  });
}

export function useTopEntitiesOfAllTypes(limit: number) {
  return useQuery(topEntitiesOfAllTypesQuery(useApi(), limit));
}
