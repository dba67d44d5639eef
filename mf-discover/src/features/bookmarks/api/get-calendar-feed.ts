import { useApi, type ApiClient, queryOptions, useQuery } from '@kompass/shared';

export const calendarFeedQueryKey = ['calendar'] as const;

/** GET /calendar → `{ active }`: whether the caller has a feed (its address is shown once). */
export function getCalendarFeed(api: ApiClient, signal?: AbortSignal) {
  return api.get('calendar', { signal, context: { silent: true } }).json<{ active: boolean }>();
}

export function useCalendarFeed() {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: calendarFeedQueryKey,
      queryFn: ({ signal }) => getCalendarFeed(api, signal),
    }),
  );
}
