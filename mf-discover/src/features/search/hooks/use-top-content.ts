import {
  isHTTPError,
  useApi,
  type Course,
  type EntityType,
  type Job,
  type TopEntity,
  useQueries,
  type UseQueryResult,
} from '@kompass/shared';
import { entityQuery, type CompanyDetails, type EntityDetails } from '../../../api/get-entity';

/** One ranked item with its details. */
export type TopItem =
  | { entityType: 'job'; entity: Job }
  | { entityType: 'company'; entity: CompanyDetails }
  | { entityType: 'course'; entity: Course };

/** What a "top" section shows: skeletons, an error with retry, or the items (maybe none). */
export type TopContent =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; items: TopItem[] };

const resourceOf = {
  job: 'jobs',
  company: 'companies',
  course: 'courses',
} as const satisfies Record<EntityType, keyof EntityDetails>;

function isNotFound(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 404;
}

/**
 * The ranking only names ids: each item's details come from its detail endpoint (which shares
 * its cache with the details popup). Items deleted since they were viewed answer 404 and are
 * left out; other failures leave them out too, unless nothing at all could be loaded.
 */
export function useTopContent(ranking: UseQueryResult<TopEntity[]>): TopContent {
  const api = useApi();
  const entries = ranking.data ?? [];
  const details = useQueries({
    queries: entries.map(({ entityType, entityId }) =>
      entityQuery(api, resourceOf[entityType], entityId),
    ),
  });

  if (ranking.isPending) return { status: 'pending' };
  if (ranking.isError) return { status: 'error', retry: () => void ranking.refetch() };
  if (details.some((detail) => detail.isPending)) return { status: 'pending' };

  const items: TopItem[] = [];
  details.forEach((detail, index) => {
    const entry = entries[index];
    if (entry && detail.data) {
      items.push({ entityType: entry.entityType, entity: detail.data } as TopItem);
    }
  });
  const failed = details.filter((detail) => detail.isError && !isNotFound(detail.error));
  if (items.length === 0 && failed.length > 0) {
    return { status: 'error', retry: () => failed.forEach((detail) => void detail.refetch()) };
  }
  return { status: 'success', items };
}
