import type { ApiClient, Message, Paged } from '@kompass/shared';

/** Why a chat was reported (the reporter picks one). */
export type ReportReason = 'harassment' | 'sexual' | 'threat' | 'spam' | 'other';

/** A person in a report; `id` is null once the account is deleted. */
export interface ReportPerson {
  id: string | null;
  username: string;
}

/**
 * A chat report (`GET /reports`): who reported whom, why, and the chat's last messages (at most
 * 20, oldest first) copied as evidence when the report was made.
 */
export interface ChatReport {
  id: string;
  /** Null once the chat is deleted; the evidence stays. */
  chatId: string | null;
  reporter: ReportPerson;
  reported: ReportPerson;
  reason: ReportReason;
  details: string;
  /** Epoch milliseconds. */
  createdAt: number;
  resolvedAt: number | null;
  messages: (Message & { senderUsername: string })[];
}

/** GET /reports → the open reports, newest first (one page of 100). */
export async function getReports(api: ApiClient, signal?: AbortSignal) {
  const page = await api
    .get('reports', { searchParams: { status: 'open', size: 100 }, signal })
    .json<Paged<ChatReport>>();
  return page.content;
}

export const reportsQueryKey = ['admin', 'reports'] as const;
