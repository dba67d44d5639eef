import type { ApiClient, Message } from '@kompass/shared';

/**
 * Fetch everything there is (docs/product.md#constants): the server sends at most a page and the
 * next poll goes on.
 */
export const MESSAGE_LIMIT = 2147483647;

/**
 * GET /chats/{chatId}/messages?after=&limit=: messages newer than `after`, oldest first. For the
 * poll loop: no retries and no alerts here, the loop backs off and says it once itself.
 */
export function getMessages(api: ApiClient, chatId: string, after: number, signal?: AbortSignal) {
  return api
    .get(`chats/${encodeURIComponent(chatId)}/messages`, {
      searchParams: { after, limit: MESSAGE_LIMIT },
      signal,
      retry: 0,
      timeout: 15_000,
      context: { silent: true },
    })
    .json<Message[]>();
}
