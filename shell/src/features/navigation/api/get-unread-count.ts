import {
  queryKeys,
  fetchRead,
  unreadCountRead,
  useApi,
  type ApiClient,
  useQuery,
} from '@kompass/shared';

/** Below ['chats']: whatever refreshes the chat list (a read chat, a deletion) refreshes this. */
export const unreadCountQueryKey = queryKeys.unreadCount;

/** How often the tab bar asks while the page is visible. */
export const UNREAD_REFRESH_MS = 30_000;

/** GET /chats/unread → `{ count }`. A badge never alerts: failures keep the last count. */
export function getUnreadCount(api: ApiClient, signal?: AbortSignal) {
  return fetchRead(api, unreadCountRead, { signal, retry: 0, context: { silent: true } });
}

/**
 * The total unread count for the Chats tab: every 30 s and on window focus, not while the page
 * is hidden (TanStack Query pauses intervals in the background).
 */
export function useUnreadCount() {
  const api = useApi();
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(api, signal),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    select: (data) => data.count,
  });
}
