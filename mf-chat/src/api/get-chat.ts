import { useApi, type ApiClient, type Chat, queryOptions, useQuery } from '@kompass/shared';
import { failureStatus } from '../lib/failure-message';
import { chatsQueryKey } from './get-chats';

/** Under the list's key, so whatever refreshes the list refreshes the open chat too. */
export const chatQueryKey = (chatId: string) => [...chatsQueryKey, chatId] as const;

/** GET /chats/{chatId}: one chat for its header, also while it is hidden from the list. */
export function getChat(api: ApiClient, chatId: string, signal?: AbortSignal) {
  return api.get(`chats/${encodeURIComponent(chatId)}`, { signal }).json<Chat>();
}

export function chatQuery(api: ApiClient, chatId: string) {
  return queryOptions({
    queryKey: chatQueryKey(chatId),
    queryFn: ({ signal }) => getChat(api, chatId, signal),
    // 403 and 404 do not change by asking again; a lost connection may.
    retry: (failures, error) => failures < 3 && ![403, 404].includes(failureStatus(error) ?? 0),
  });
}

export function useChat(chatId: string) {
  return useQuery(chatQuery(useApi(), chatId));
}
