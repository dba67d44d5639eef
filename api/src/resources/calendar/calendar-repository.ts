import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    calendar: CalendarRepository;
  }
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;

/** What a feed address carries: 32 random bytes, base64url (43 characters). */
const secretPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The users' secret calendar feeds. Only the SHA-256 of a secret is stored: whoever reads the
 * database cannot subscribe to anyone's deadlines. A secret with 256 random bits needs no slow
 * hash (nothing to guess), and a fast one lets the feed be found by an indexed lookup.
 */
export function createCalendarRepository(db: Queryable) {
  return {
    /** Creates the user's feed secret, replacing (and so revoking) an earlier one. */
    async replace(userId: string): Promise<string> {
      const secret = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO calendar_feeds (user_id, secret_hash) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret_hash = excluded.secret_hash,
                                             created_at = now()`,
        [userId, hashOf(secret)],
      );
      return secret;
    },

    /** Revokes the user's feed; true when there was one. */
    async revoke(userId: string): Promise<boolean> {
      const { rowCount } = await db.query('DELETE FROM calendar_feeds WHERE user_id = $1', [
        userId,
      ]);
      return rowCount > 0;
    },

    /** Whether the user has a feed (the page offers to revoke it). */
    async exists(userId: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM calendar_feeds WHERE user_id = $1', [userId]);
      return rows.length > 0;
    },

    /** The user a feed secret belongs to, if any. */
    async ownerOf(secret: string): Promise<string | undefined> {
      if (!secretPattern.test(secret)) return undefined;
      const { rows } = await db.query<{ user_id: string }>(
        'SELECT user_id FROM calendar_feeds WHERE secret_hash = $1',
        [hashOf(secret)],
      );
      return rows[0]?.user_id;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('calendar', createCalendarRepository(fastify.db));
  },
  { name: 'calendar-repository', dependencies: ['db'] },
);
