import { queryOptions } from '@kompass/shared';
import type { ApiClient, Company, Course, Job } from '@kompass/shared';
import { lookupShownInPlace } from './shown-in-place';

/** A company as `GET /companies/{id}` answers it: with its jobs and courses. */
export type CompanyDetails = Company & { jobs: Job[]; courses: Course[] };

/** What each detail call answers. */
export interface EntityDetails {
  jobs: Job;
  companies: CompanyDetails;
  courses: Course;
}

/**
 * GET /jobs/{id}, /companies/{id}, /courses/{id}. Each call by a signed-in user counts as a view
 * for "Meistgesucht" (docs/product.md#constants), so the details are fetched whenever they are
 * opened.
 */
export function entityQuery<R extends keyof EntityDetails>(
  api: ApiClient,
  resource: R,
  id: string,
) {
  return queryOptions({
    queryKey: [resource, 'detail', id] as const,
    queryFn: ({ signal }) =>
      api
        .get(`${resource}/${encodeURIComponent(id)}`, { signal, context: lookupShownInPlace })
        .json<EntityDetails[R]>(),
  });
}
