import { useApi, type Job } from '@kompass/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListQuery } from './paged-list';

/** GET /jobs and /jobs?search={q}: typo-tolerant search, 20 at a time. */
export function useJobs(search = '') {
  return useInfiniteQuery(pagedListQuery<Job>(useApi(), 'jobs', search));
}
