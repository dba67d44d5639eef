import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/database.ts';

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

/**
 * What a chat poll needs to know before it reads messages: who takes part and when the newest
 * message was written. Kept in memory so that a poll that finds nothing new costs no database
 * query at all; NOTIFYs from the chats trigger (migration 003) keep every instance current.
 * While notifications are down, every call reads the database. `ttlSeconds` 0 turns it off.
 */
export async function createChatActivity(db: Database, ttlSeconds: number): Promise<ChatActivity> {
  const load = async (chatId: string): Promise<ChatState | null> => {
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
  };
  if (ttlSeconds <= 0) {
    return {
      get: load,
      advanced: () => {},
      read: () => {},
      deleted: () => {},
      close: async () => {},
    };
  }

  const cache = new LRUCache<string, ChatState>({ max: 200_000, ttl: ttlSeconds * 1000 });
  // Bumped by every change: a load that raced with one must not cache what it read.
  let generation = 0;
  const advanced = (chatId: string, lastMessageAt: number) => {
    generation += 1;
    const state = cache.get(chatId);
    // Notifications may arrive out of order; time never goes back.
    if (state && lastMessageAt > state.lastMessageAt) {
      cache.set(chatId, { ...state, lastMessageAt });
    }
  };
  // Read marks only grow, and a lagging one costs one UPDATE that changes nothing: no
  // notification needed, and no generation bump (a racing load reads a mark at least as old).
  const read = (chatId: string, userId: string, readAt: number) => {
    const state = cache.get(chatId);
    if (!state) return;
    if (state.userLow === userId && readAt > state.lowReadAt) {
      cache.set(chatId, { ...state, lowReadAt: readAt });
    } else if (state.userHigh === userId && readAt > state.highReadAt) {
      cache.set(chatId, { ...state, highReadAt: readAt });
    }
  };
  const deleted = (chatId: string) => {
    generation += 1;
    cache.delete(chatId);
  };
  const stop = await db.notifications.listen('kompass_chat', {
    notify(payload) {
      const [chatId = '', value = ''] = payload.split(':');
      if (value === 'deleted') deleted(chatId);
      else advanced(chatId, Number(value));
    },
    gap() {
      generation += 1;
      cache.clear();
    },
  });

  return {
    async get(chatId) {
      if (db.notifications.live) {
        const cached = cache.get(chatId);
        if (cached) return cached;
      }
      const seen = generation;
      const state = await load(chatId);
      if (state && db.notifications.live && generation === seen) cache.set(chatId, state);
      return state;
    },
    advanced,
    read,
    deleted,
    async close() {
      await stop();
      cache.clear();
    },
  };
}
