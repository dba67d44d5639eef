import type { Database } from '../db/database.ts';
import { NotifiedCache } from '../db/notified-cache.ts';
import { findSessionByHash, type Session } from './tokens.ts';

export interface SessionLookup {
  find(tokenHash: string): Promise<Session | null>;
  /** Drops a session at once (logout), before its NOTIFY comes back. */
  forget(tokenHash: string): void;
  close(): Promise<void>;
}

/**
 * Session lookups kept in memory (`NotifiedCache`), so that a chat poll every 2.4 s does not
 * cost a database round trip for the token alone. The NOTIFYs of migration 003 drop a session
 * on logout or expiry change (payload: token hash), and every session of a user whose role or
 * username changed or who was deleted (payload: user id). An expired session is never served.
 */
export async function createSessionLookup(
  db: Database,
  ttlSeconds: number,
): Promise<SessionLookup> {
  const sessions = await NotifiedCache.create<string, Session>(db, {
    ttlSeconds,
    max: 100_000,
    load: (tokenHash) => findSessionByHash(db, tokenHash),
    servable: (session) => session.expiresAt > Date.now(),
    channels: {
      kompass_session: (tokenHash, cached) => cached.drop(tokenHash),
      kompass_user: (userId, cached) => cached.dropWhere((session) => session.userId === userId),
    },
  });
  return {
    find: (tokenHash) => sessions.get(tokenHash),
    forget: (tokenHash) => sessions.drop(tokenHash),
    close: () => sessions.close(),
  };
}
