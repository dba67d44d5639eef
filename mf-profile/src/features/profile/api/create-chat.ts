import { queryKeys, useApi, useMutation, useQueryClient, type ApiClient } from '@kompass/shared';

/** POST /chats?userId= → `{ chatId }`: the chat with that user (an existing one is reused). */
export async function createChat(api: ApiClient, userId: string): Promise<string> {
  const { chatId } = await api
    .post('chats', { searchParams: { userId } })
    .json<{ chatId: string }>();
  return chatId;
}

/** The chat list is read again: a new chat, or one deleted and opened again, is in it at once. */
export function useCreateChat(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createChat(api, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chats }),
  });
}
