import { useApi, type ApiClient, type Chat } from '@kompass/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const chatsQueryKey = ['chats'] as const;

/** GET /chats: the caller's chats, newest first, each with its unread count. */
export function getChats(api: ApiClient, signal?: AbortSignal) {
  return api.get('chats', { signal }).json<Chat[]>();
}

export function chatsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: chatsQueryKey,
    queryFn: ({ signal }) => getChats(api, signal),
  });
}

export function useChats() {
  return useQuery(chatsQuery(useApi()));
}
