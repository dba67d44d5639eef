import {
  useApi,
  type ApiClient,
  type EntityType,
  type TopEntity,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { serverErrorShownInPlace } from '../../../api/shown-in-place';

/**
 * GET /search/entities/top?entityType=&limit=: ids of one kind, most viewed first
 * (views of the last 30 days, docs/product.md#constants).
 */
export function getTopEntityIds(
  api: ApiClient,
  entityType: EntityType,
  limit: number,
  signal?: AbortSignal,
): Promise<string[]> {
  return api
    .get('search/entities/top', {
      searchParams: { entityType, limit },
      signal,
      context: serverErrorShownInPlace,
    })
    .json<string[]>();
}

export function topEntityIdsQuery(api: ApiClient, entityType: EntityType, limit: number) {
  return queryOptions({
    queryKey: ['search', 'top', entityType, limit] as const,
    queryFn: ({ signal }) => getTopEntityIds(api, entityType, limit, signal),
    // As `{ entityType, entityId }` like /top/all, so both feed the same detail loader. The
    // limit is a promise of the layout: it holds even if the server sends more.
    select: (ids): TopEntity[] => ids.slice(0, limit).map((entityId) => ({ entityType, entityId })),
  });
}

export function useTopEntityIds(entityType: EntityType, limit: number) {
  return useQuery(topEntityIdsQuery(useApi(), entityType, limit));
}
