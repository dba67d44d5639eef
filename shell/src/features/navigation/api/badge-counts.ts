import {
  dueCountRead,
  fetchRead,
  readKey,
  unreadCountRead,
  useApi,
  useQuery,
} from '@kompass/shared';

/** A day may turn over while the app stays open. */
export const DUE_REFRESH_MS = 15 * 60_000;

/** How often the Chats badge asks while the page is visible. */
export const UNREAD_REFRESH_MS = 30_000;

/**
 * A tab's count, asked every `refreshMs` and on window focus, not while the page is hidden
 * (TanStack Query pauses intervals in the background). A badge never alerts: failures keep the
 * last count.
 */
function useBadgeCount(read: typeof dueCountRead | typeof unreadCountRead, refreshMs: number) {
  const api = useApi();
  return useQuery({
    queryKey: readKey(read),
    queryFn: ({ signal }) => fetchRead(api, read, { signal, retry: 0, context: { silent: true } }),
    refetchInterval: refreshMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    select: (data) => data.count,
  });
}

/**
 * GET /bookmarks/due: open applications with a deadline in the next 7 days, for the Merkliste tab.
 * Below ['bookmarks']: a bookmark saved, changed or removed anywhere refreshes the badge.
 */
export const useDueCount = () => useBadgeCount(dueCountRead, DUE_REFRESH_MS);

/**
 * GET /chats/unread: the total unread count for the Chats tab. Below ['chats']: whatever
 * refreshes the chat list (a read chat, a deletion) refreshes this.
 */
export const useUnreadCount = () => useBadgeCount(unreadCountRead, UNREAD_REFRESH_MS);
