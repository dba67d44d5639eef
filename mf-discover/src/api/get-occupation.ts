import { queryOptions, useApi, useQuery } from '@kompass/shared';
import type { ApiClient } from '@kompass/shared';
import { lookupShownInPlace } from './shown-in-place';
import type { OccupationDetails } from './occupation-types';

export type { OccupationDetails } from './occupation-types';

/**
 * GET /occupations/{id}: the occupation with its pay, related occupations, listings, companies
 * and courses; 404 for an unknown id. Silent in the client: the page tells what went wrong.
 */
export function occupationQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['occupations', 'detail', id] as const,
    queryFn: ({ signal }) =>
      api
        .get(`occupations/${encodeURIComponent(id)}`, { signal, context: lookupShownInPlace })
        .json<OccupationDetails>(),
  });
}

export function useOccupation(id: string) {
  return useQuery(occupationQuery(useApi(), id));
}
