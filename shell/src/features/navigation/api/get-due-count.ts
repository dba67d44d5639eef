import {
  dueCountRead,
  fetchRead,
  readKey,
  useApi,
  type ApiClient,
  useQuery,
} from '@kompass/shared';

/** Below ['bookmarks']: a bookmark saved, changed or removed anywhere refreshes the badge. */
export const dueCountQueryKey = readKey(dueCountRead);

/** A day may turn over while the app stays open. */
export const DUE_REFRESH_MS = 15 * 60_000;

/** GET /bookmarks/due → `{ count, days }`. A badge never alerts: failures keep the last count. */
export function getDueCount(api: ApiClient, signal?: AbortSignal) {
  return fetchRead(api, dueCountRead, { signal, retry: 0, context: { silent: true } });
}

/** Open applications with a deadline in the next 7 days, for the Merkliste tab. */
export function useDueCount() {
  const api = useApi();
  return useQuery({
    queryKey: dueCountQueryKey,
    queryFn: ({ signal }) => getDueCount(api, signal),
    refetchInterval: DUE_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    select: (data) => data.count,
  });
}
