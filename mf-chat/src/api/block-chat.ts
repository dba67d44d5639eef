import { useApi, type ApiClient, useMutation, useQueryClient } from '@kompass/shared';
import { chatsQueryKey } from './get-chats';

/** POST (block) or DELETE (unblock) /chats/{chatId}/block: the other participant. */
export function setBlocked(api: ApiClient, chatId: string, blocked: boolean) {
  const url = `chats/${encodeURIComponent(chatId)}/block`;
  return blocked ? api.post(url) : api.delete(url);
}

export function useSetBlocked(chatId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(api, chatId, blocked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsQueryKey }),
  });
}
