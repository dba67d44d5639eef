import { queryOptions, useApi, useQuery } from '@kompass/shared';
import type { ApiClient } from '@kompass/shared';
import { lookupShownInPlace } from './shown-in-place';
import type { OccupationDetail } from './occupation-types';
import { listSearchParams, type ListFilter } from './paged-list';

export type { OccupationDetail } from './occupation-types';

/**
 * GET /occupations/{id}?near=&radiusKm=: the occupation with its pay, related occupations, listings, companies
 * and courses; 404 for an unknown id. Silent in the client: the page tells what went wrong.
 */
export function occupationQuery(api: ApiClient, id: string, near: ListFilter = {}) {
  return queryOptions({
    queryKey: ['occupations', 'detail', id, near] as const,
    queryFn: ({ signal }) =>
      api
        .get(`occupations/${encodeURIComponent(id)}`, {
          searchParams: listSearchParams(near, {}),
          signal,
          context: lookupShownInPlace,
        })
        .json<OccupationDetail>(),
  });
}

/** `near`: `{ near, radiusKm }` — the listings within that radius, nearest first. */
export function useOccupation(id: string, near: ListFilter = {}) {
  return useQuery(occupationQuery(useApi(), id, near));
}
