import { useApi, type JobListItem, useInfiniteQuery } from '@kompass/shared';
import { pagedListQuery, type ListFilter } from './paged-list';

/**
 * GET /jobs and /jobs?search={q}: typo-tolerant search, 20 at a time; `filter` narrows it
 * (`workType`, `minSalary`, `near` with `radiusKm`).
 */
export function useJobs(search = '', filter: ListFilter = {}) {
  return useInfiniteQuery(pagedListQuery<JobListItem>(useApi(), 'jobs', search, filter));
}
