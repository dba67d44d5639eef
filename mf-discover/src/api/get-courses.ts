import {
  useApi,
  type ApiClient,
  type CourseListItem,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { listSearchParams, type ListFilter } from './paged-list';
import { filterErrorShownInPlace, serverErrorShownInPlace } from './shown-in-place';

/**
 * GET /courses[?search=]: every study course with the company that offers it, as one plain list
 * (docs/product.md#api); with a search text the server's matches, best first; `filter` narrows it
 * (`workType`, `near` with `radiusKm`).
 */
export function coursesQuery(api: ApiClient, search = '', filter: ListFilter = {}) {
  const text = search.trim();
  const filtered = Object.keys(filter).length > 0;
  return queryOptions({
    queryKey: ['courses', 'list', text, filter] as const,
    queryFn: ({ signal }) =>
      api
        .get('courses', {
          signal,
          searchParams:
            text || filtered ? listSearchParams(filter, text ? { search: text } : {}) : undefined,
          context: filtered ? filterErrorShownInPlace : serverErrorShownInPlace,
        })
        .json<CourseListItem[]>(),
  });
}

export function useCourses(search = '', filter: ListFilter = {}) {
  return useQuery(coursesQuery(useApi(), search, filter));
}
