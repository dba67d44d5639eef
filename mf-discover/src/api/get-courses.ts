import { useApi, type ApiClient, type CourseListItem } from '@kompass/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /courses: every study course with its first company, as one plain list (spec §7). */
export function coursesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['courses', 'list'] as const,
    queryFn: ({ signal }) => api.get('courses', { signal }).json<CourseListItem[]>(),
  });
}

export function useCourses() {
  return useQuery(coursesQuery(useApi()));
}
