import type { ApiClient, Message } from '@kompass/shared';

/**
 * A chat report (the chat issue's contract): who reported, why, and the messages they marked
 * as evidence.
 */
export interface ChatReport {
  id: string;
  chatId: string;
  reporter: { id: string; username: string };
  reason: string;
  createdAt: string;
  messages: Message[];
}

/**
 * GET /reports → the open reports. `null` when this server has no report queue yet (404), so
 * the page can say so instead of failing.
 */
export async function getReports(api: ApiClient, signal?: AbortSignal) {
  const response = await api.get('reports', {
    signal,
    throwHttpErrors: (status) => status !== 404,
  });
  if (response.status === 404) return null;
  const body = await response.json<ChatReport[] | { content: ChatReport[] }>();
  return Array.isArray(body) ? body : body.content;
}

export const reportsQueryKey = ['admin', 'reports'] as const;
