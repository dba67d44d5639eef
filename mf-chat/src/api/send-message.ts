import { answerOrQueued, withIdempotencyKey, type ApiClient, type Message } from '@kompass/shared';

/**
 * POST /chats/{chatId}/messages with a plain-text body. Every try of one message carries the
 * same Idempotency-Key, so a retry after a lost answer never stores it twice. Null while the
 * service worker keeps the message offline (docs/offline.md).
 */
export function sendMessage(api: ApiClient, chatId: string, content: string, key: string) {
  return answerOrQueued<Message>(
    api.post(`chats/${encodeURIComponent(chatId)}/messages`, {
      body: content,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...withIdempotencyKey(key).headers },
      // Failures show at the message itself (with 'Erneut senden'), not as an alert.
      context: { silent: true },
    }),
  );
}
