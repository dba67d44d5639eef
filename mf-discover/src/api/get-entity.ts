import type { ApiClient, Company, Course, Job, RequestContext } from '@kompass/shared';
import { queryOptions } from '@tanstack/react-query';

/** A company as `GET /companies/{id}` answers it: with its jobs and courses. */
export type CompanyDetails = Company & { jobs: Job[]; courses: Course[] };

/** What each detail call answers. */
export interface EntityDetails {
  jobs: Job;
  companies: CompanyDetails;
  courses: Course;
}

/**
 * Failures every caller shows in place (the company page's not-found text, the popup's notice,
 * an item left out of a list): the global alert stays silent for them, so the user is not told
 * twice. An invalid id in a link (400) is a link to nothing, like an unknown one (404).
 */
const handledInPlace = { silentStatuses: [400, 404, 500] } satisfies RequestContext;

/**
 * GET /jobs/{id}, /companies/{id}, /courses/{id}. Each call by a signed-in user counts as a view
 * for "Meistgesucht" (DESIGN §5), so the details are fetched whenever they are opened.
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
        .get(`${resource}/${encodeURIComponent(id)}`, { signal, context: handledInPlace })
        .json<EntityDetails[R]>(),
  });
}
