import { useApi, type ApiClient, type CourseListItem } from '@kompass/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverErrorShownInPlace } from './shown-in-place';

/**
 * GET /courses[?search=]: every study course with the company that offers it, as one plain list
 * (docs/product.md#api); with a search text the server's matches, best first.
 */
export function coursesQuery(api: ApiClient, search = '') {
  const text = search.trim();
  return queryOptions({
    queryKey: ['courses', 'list', text] as const,
    queryFn: ({ signal }) =>
      api
        .get('courses', {
          signal,
          searchParams: text ? { search: text } : undefined,
          context: serverErrorShownInPlace,
        })
        .json<CourseListItem[]>(),
  });
}

export function useCourses(search = '') {
  return useQuery(coursesQuery(useApi(), search));
}
