import type { Database } from '../../db/database.ts';
import { NotifiedCache } from '../../db/notified-cache.ts';

export interface ChatState {
  /** NULL once that participant deleted their account (migration 008). */
  userLow: string | null;
  userHigh: string | null;
  /** Epoch milliseconds of the newest message; 0 when there is none. */
  lastMessageAt: number;
  /** Each participant's read mark (epoch ms). May lag behind the database, never run ahead. */
  lowReadAt: number;
  highReadAt: number;
  /**
   * Each participant sees only messages after their mark (epoch ms; 0 when nothing is hidden).
   * Migration 015: the chat was deleted for that participant up to there.
   */
  lowHiddenAt: number;
  highHiddenAt: number;
}

export interface ChatActivity {
  /** The chat's participants and newest timestamp, from memory or (then cached) the database. */
  get(chatId: string): Promise<ChatState | null>;
  /** A message was stored (by this instance). */
  advanced(chatId: string, lastMessageAt: number): void;
  /** `userId` has seen the chat up to `readAt` (stored by this instance). */
  read(chatId: string, userId: string, readAt: number): void;
  /** The chat was deleted, or hidden for a participant: read it again when next asked. */
  deleted(chatId: string): void;
  close(): Promise<void>;
}

async function loadChatState(db: Database, chatId: string): Promise<ChatState | null> {
  const { rows } = await db.query<{
    user_low: string | null;
    user_high: string | null;
    last_message_at: string | number;
    low_read_at: string | number;
    high_read_at: string | number;
    low_hidden_at: string | number;
    high_hidden_at: string | number;
  }>(
    `SELECT user_low, user_high, last_message_at, low_read_at, high_read_at,
            coalesce(low_hidden_at, 0) AS low_hidden_at,
            coalesce(high_hidden_at, 0) AS high_hidden_at
       FROM chats WHERE id = $1`,
    [chatId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userLow: row.user_low,
    userHigh: row.user_high,
    lastMessageAt: Number(row.last_message_at),
    lowReadAt: Number(row.low_read_at),
    highReadAt: Number(row.high_read_at),
    lowHiddenAt: Number(row.low_hidden_at),
    highHiddenAt: Number(row.high_hidden_at),
  };
}

/**
 * What a chat poll needs to know before it reads messages: who takes part and when the newest
 * message was written. Kept in memory (`NotifiedCache`) so that a poll that finds nothing new
 * costs no database query at all. The chats trigger's NOTIFYs (migration 003) carry
 * `chatId:timestamp` for a new message (the newest time moves forward, never back) and
 * `chatId:deleted` for a deleted chat.
 */
export async function createChatActivity(db: Database, ttlSeconds: number): Promise<ChatActivity> {
  const advance = (state: ChatState, lastMessageAt: number): ChatState =>
    // Notifications may arrive out of order; time never goes back.
    lastMessageAt > state.lastMessageAt ? { ...state, lastMessageAt } : state;
  const chats = await NotifiedCache.create<string, ChatState>(db, {
    ttlSeconds,
    max: 200_000,
    load: (chatId) => loadChatState(db, chatId),
    channels: {
      kompass_chat(payload, cached) {
        const [chatId = '', value = ''] = payload.split(':');
        if (value === 'deleted') cached.drop(chatId);
        else cached.revise(chatId, (state) => advance(state, Number(value)));
      },
    },
  });

  return {
    get: (chatId) => chats.get(chatId),
    advanced: (chatId, lastMessageAt) =>
      chats.revise(chatId, (state) => advance(state, lastMessageAt)),
    // Read marks only grow, and a lagging one costs one UPDATE that changes nothing: no
    // notification needed, and racing loads keep their place (they read a mark at least as old).
    read: (chatId, userId, readAt) =>
      chats.refine(chatId, (state) => {
        if (state.userLow === userId && readAt > state.lowReadAt) {
          return { ...state, lowReadAt: readAt };
        }
        if (state.userHigh === userId && readAt > state.highReadAt) {
          return { ...state, highReadAt: readAt };
        }
        return state;
      }),
    deleted: (chatId) => chats.drop(chatId),
    close: () => chats.close(),
  };
}
