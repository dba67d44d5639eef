import { isHTTPError, serverMessage, useApi, useInfiniteQuery, useQuery } from '@kompass/shared';
import { coursesQuery } from '../../../api/get-courses';
import { pagedListQuery } from '../../../api/paged-list';
import { discoveredUsersQuery } from '../api/discover-users';
import {
  courseFilter,
  jobFilter,
  searchKinds,
  type SearchFilters,
  type SearchTab,
} from '../lib/search-state';

/** Per tab: how many results the query has, or undefined while unknown (loading, failed). */
export type SearchCounts = Partial<Record<SearchTab, number>>;

export interface SearchOutcome {
  counts: SearchCounts;
  /** The server's German reason when it refused a filter (400, e.g. an unknown place). */
  filterError: string | undefined;
}

/** The server's message when it refused the request as bad input. */
function refusal(error: unknown): string | undefined {
  if (!isHTTPError(error) || error.response.status !== 400) return undefined;
  return serverMessage(error) ?? undefined;
}

/**
 * The number of hits of every tab for one query and its filters, so that each tab can show it
 * and an empty tab can point to one that has some; 'all' counts once every kind is known. The
 * same cache entries as the tabs' own result lists: a tab opened afterwards shows its hits at
 * once, and nothing is asked twice.
 */
export function useSearchCounts(query: string, filters: SearchFilters): SearchOutcome {
  const api = useApi();
  const enabled = query !== '';
  const jobs = useInfiniteQuery({
    ...pagedListQuery(api, 'jobs', query, jobFilter(filters)),
    enabled,
  });
  const companies = useInfiniteQuery({ ...pagedListQuery(api, 'companies', query), enabled });
  const occupations = useInfiniteQuery({ ...pagedListQuery(api, 'occupations', query), enabled });
  const courses = useQuery({ ...coursesQuery(api, query, courseFilter(filters)), enabled });
  const users = useQuery(discoveredUsersQuery(api, query));
  if (!enabled) return { counts: {}, filterError: undefined };
  const counts: SearchCounts = {
    occupations: occupations.data?.pages[0]?.total,
    jobs: jobs.data?.pages[0]?.total,
    courses: courses.data?.length,
    companies: companies.data?.pages[0]?.total,
    users: users.data?.length,
  };
  const known = searchKinds.map((kind) => counts[kind]);
  if (known.every((count) => count !== undefined)) {
    counts.all = known.reduce((sum, count) => sum + count, 0);
  }
  return { counts, filterError: refusal(jobs.error) ?? refusal(courses.error) };
}
