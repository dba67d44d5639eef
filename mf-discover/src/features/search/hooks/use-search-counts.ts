import { useApi } from '@kompass/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../../api/get-courses';
import { pagedListQuery } from '../../../api/paged-list';
import { discoveredUsersQuery } from '../api/discover-users';
import type { SearchTab } from '../components/search-tabs';

/** Per tab: how many results the query has, or undefined while unknown (loading, failed). */
export type SearchCounts = Partial<Record<SearchTab, number>>;

/**
 * The number of hits of every tab for one query, so that each tab can show it and an empty tab
 * can point to one that has some. The same cache entries as the tabs' own result lists: a tab
 * opened afterwards shows its hits at once, and nothing is asked twice.
 */
export function useSearchCounts(query: string): SearchCounts {
  const api = useApi();
  const enabled = query !== '';
  const jobs = useInfiniteQuery({ ...pagedListQuery(api, 'jobs', query), enabled });
  const companies = useInfiniteQuery({ ...pagedListQuery(api, 'companies', query), enabled });
  const courses = useQuery({ ...coursesQuery(api, query), enabled });
  const users = useQuery(discoveredUsersQuery(api, query));
  if (!enabled) return {};
  return {
    jobs: jobs.data?.pages[0]?.total,
    courses: courses.data?.length,
    companies: companies.data?.pages[0]?.total,
    users: users.data?.length,
  };
}
