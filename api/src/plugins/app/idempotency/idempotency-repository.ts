import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/database.ts';

/** The first answer to a request, kept for its retries. */
export interface StoredResponse {
  statusCode: number;
  body: string;
  contentType: string | null;
}

export type Reservation =
  /** This request carries the key first (or the last holder vanished): handle it. */
  | { kind: 'reserved'; holder: string }
  /** The same request was answered before: send that answer again. */
  | { kind: 'replay'; response: StoredResponse }
  /** The same request is being handled right now by another connection. */
  | { kind: 'in-flight' }
  /** The key was used for a different request. */
  | { kind: 'mismatch' };

export interface IdempotencyRepository {
  reserve(userId: string, key: string, fingerprint: string): Promise<Reservation>;
  /** Stores the answer, unless another request has taken the key over meanwhile. */
  complete(userId: string, key: string, holder: string, response: StoredResponse): Promise<void>;
  /** Frees the key for a retry, unless another request has taken it over meanwhile. */
  release(userId: string, key: string, holder: string): Promise<void>;
  deleteExpired(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotencyKeys: IdempotencyRepository;
  }
}

/** How long a key is remembered. */
const KEEP = '24 hours';
/**
 * A reservation this old without an answer belongs to a request that never ended although its
 * process runs: the retry may take over (requests finish in well under this time). One whose
 * process has ended is taken over at once.
 */
const ABANDONED = '1 minute';

interface KeyRow {
  fingerprint: string;
  status_code: number | null;
  response: string | null;
  content_type: string | null;
}

export function createIdempotencyRepository(db: Database): IdempotencyRepository {
  const ownerGone = `(k.owner IS NOT NULL AND NOT ${db.instanceAlive('k.owner')})`;
  async function reserve(
    userId: string,
    key: string,
    fingerprint: string,
    attempt = 1,
  ): Promise<Reservation> {
    // One statement: a new key, or an expired or abandoned one of the same request, is ours.
    const holder = randomUUID();
    const taken = await db.query(
      `INSERT INTO idempotency_keys AS k (user_id, key, fingerprint, holder, owner)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, key) DO UPDATE
          SET fingerprint = EXCLUDED.fingerprint, status_code = NULL, response = NULL,
              content_type = NULL, created_at = now(), holder = EXCLUDED.holder,
              owner = EXCLUDED.owner
        WHERE k.created_at < now() - interval '${KEEP}'
           OR (k.status_code IS NULL AND k.fingerprint = EXCLUDED.fingerprint
               AND (k.created_at < now() - interval '${ABANDONED}' OR ${ownerGone}))
       RETURNING 1`,
      [userId, key, fingerprint, holder, db.instanceId],
    );
    if (taken.rows.length > 0) return { kind: 'reserved', holder };
    const { rows } = await db.query<KeyRow>(
      `SELECT fingerprint, status_code, response, content_type
         FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
      [userId, key],
    );
    const row = rows[0];
    // Released between the two statements: try once more.
    if (!row) {
      if (attempt > 1) return { kind: 'in-flight' };
      return reserve(userId, key, fingerprint, attempt + 1);
    }
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status_code === null) return { kind: 'in-flight' };
    return {
      kind: 'replay',
      response: {
        statusCode: row.status_code,
        body: row.response ?? '',
        contentType: row.content_type,
      },
    };
  }

  return {
    reserve: (userId, key, fingerprint) => reserve(userId, key, fingerprint),

    async complete(userId, key, holder, response) {
      await db.query(
        `UPDATE idempotency_keys SET status_code = $4, response = $5, content_type = $6
          WHERE user_id = $1 AND key = $2 AND holder = $3`,
        [userId, key, holder, response.statusCode, response.body, response.contentType],
      );
    },

    async release(userId, key, holder) {
      await db.query(
        `DELETE FROM idempotency_keys
          WHERE user_id = $1 AND key = $2 AND holder = $3 AND status_code IS NULL`,
        [userId, key, holder],
      );
    },

    async deleteExpired() {
      await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${KEEP}'`);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('idempotencyKeys', createIdempotencyRepository(fastify.db));
  },
  { name: 'idempotency-repository', dependencies: ['db'] },
);
