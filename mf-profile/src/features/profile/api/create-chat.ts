import { useApi, type ApiClient, useMutation } from '@kompass/shared';

/** POST /chats?userId= → `{ chatId }`: the chat with that user (an existing one is reused). */
export async function createChat(api: ApiClient, userId: string): Promise<string> {
  const { chatId } = await api
    .post('chats', { searchParams: { userId } })
    .json<{ chatId: string }>();
  return chatId;
}

export function useCreateChat(userId: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => createChat(api, userId) });
}
