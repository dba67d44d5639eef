import {
  fetchRead,
  queryKeys,
  useApi,
  type ApiClient,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { chatsRead } from '@kompass/shared/reads';

export const chatsQueryKey = queryKeys.chats;

/** GET /chats: the caller's chats, newest first, each with its unread count. */
export function getChats(api: ApiClient, signal?: AbortSignal) {
  return fetchRead(api, chatsRead, { signal });
}

export function chatsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: chatsQueryKey,
    queryFn: ({ signal }) => getChats(api, signal),
    // Unread counts and last messages move on between visits; a new chat may have been opened
    // from a profile since.
    refetchOnMount: 'always',
  });
}

/** `refreshMs`: keep the list current while it is shown (paused while the page is hidden). */
export function useChats(refreshMs?: number) {
  return useQuery({ ...chatsQuery(useApi()), refetchInterval: refreshMs ?? false });
}
