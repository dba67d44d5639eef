import { useApi, type ApiClient, useMutation, useQueryClient } from '@kompass/shared';
import { chatsQueryKey } from './get-chats';

/** DELETE /chats?chatId=: the chat and its messages, for the caller only (the other keeps it). */
export function deleteChat(api: ApiClient, chatId: string) {
  return api.delete('chats', { searchParams: { chatId } });
}

export function useDeleteChat() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => deleteChat(api, chatId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsQueryKey }),
  });
}
