import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.ts';
import { findSessionByHash, type Session } from './tokens.ts';

export interface SessionLookup {
  find(tokenHash: string): Promise<Session | null>;
  /** Drops a session at once (logout), before its NOTIFY comes back. */
  forget(tokenHash: string): void;
  close(): Promise<void>;
}

/**
 * Session lookups with a short-lived in-memory cache, so that a chat poll every 2.4 s does not
 * cost a database round trip for the token alone. The cache stays coherent across instances
 * through NOTIFYs (migration 003) on logout, expiry changes, role or username changes and user
 * deletion; while notifications are down it is bypassed. `ttlSeconds` 0 turns it off.
 */
export async function createSessionLookup(
  db: Database,
  ttlSeconds: number,
): Promise<SessionLookup> {
  if (ttlSeconds <= 0) {
    return {
      find: (tokenHash) => findSessionByHash(db, tokenHash),
      forget: () => {},
      close: async () => {},
    };
  }
  const cache = new LRUCache<string, Session>({ max: 100_000, ttl: ttlSeconds * 1000 });
  // Bumped by every invalidation: a lookup that raced with one must not cache what it read.
  let generation = 0;
  const forgetSession = (tokenHash: string) => {
    generation += 1;
    cache.delete(tokenHash);
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const [tokenHash, session] of cache.entries()) {
      if (session.userId === userId) cache.delete(tokenHash);
    }
  };
  const forgetAll = () => {
    generation += 1;
    cache.clear();
  };
  const stops = await Promise.all([
    db.notifications.listen('kompass_session', { notify: forgetSession, gap: forgetAll }),
    db.notifications.listen('kompass_user', { notify: forgetUser, gap: forgetAll }),
  ]);

  return {
    async find(tokenHash) {
      if (db.notifications.live) {
        const cached = cache.get(tokenHash);
        if (cached && cached.expiresAt > Date.now()) return cached;
      }
      const seen = generation;
      const session = await findSessionByHash(db, tokenHash);
      if (session && db.notifications.live && generation === seen) cache.set(tokenHash, session);
      return session;
    },
    forget: forgetSession,
    async close() {
      await Promise.all(stops.map((stop) => stop()));
      cache.clear();
    },
  };
}
