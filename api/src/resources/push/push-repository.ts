import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { pushKinds, pushSettingKey, type PushKindName } from '@kompass/contracts/schemas/push';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushRepository;
  }
}

export type PushRepository = ReturnType<typeof createPushRepository>;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows: a title and where a tap leads, never personal content. */
export interface PushPayload {
  title: string;
  url: string;
  /** Notifications with the same tag replace each other (one per chat, one per deadline). */
  tag: string;
}

export interface ClaimedDelivery {
  id: string;
  subscriptionId: string;
  attempts: number;
  payload: PushPayload;
  subscription: StoredSubscription;
}

/** The settings row that switches `kind` on for the user; SQL for `EXISTS (…)`. */
const kindEnabled = (userColumn: string, kind: PushKindName) =>
  `SELECT 1 FROM settings st WHERE st.user_id = ${userColumn}
      AND st.key = '${pushSettingKey[kind]}' AND st.value = 'true'`;

export function createPushRepository(db: Database) {
  const enabledKinds = async (userId: string): Promise<PushKindName[]> => {
    const { rows } = await db.query<{ key: string }>(
      `SELECT key FROM settings WHERE user_id = $1 AND key = ANY($2) AND value = 'true'`,
      [userId, Object.values(pushSettingKey)],
    );
    const keys = new Set(rows.map((row) => row.key));
    return pushKinds.filter((kind) => keys.has(pushSettingKey[kind]));
  };

  return {
    /**
     * The VAPID key pair all instances share: `create` makes one only if none is stored; when
     * two instances start at once, the primary key lets one insert win and both read it.
     */
    async vapidKeys(create: () => VapidKeys): Promise<VapidKeys> {
      const fresh = create();
      await db.query(
        `INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2)
         ON CONFLICT (id) DO NOTHING`,
        [fresh.publicKey, fresh.privateKey],
      );
      const { rows } = await db.query<{ public_key: string; private_key: string }>(
        'SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1',
      );
      const row = rows[0]!;
      return { publicKey: row.public_key, privateKey: row.private_key };
    },

    /**
     * Stores the browser's subscription for the caller's session (a browser that was another
     * user's before now belongs to the caller) and switches `kinds` on. Answers the kinds on.
     */
    async subscribe(
      userId: string,
      sessionTokenHash: string,
      subscription: StoredSubscription,
      kinds: PushKindName[],
    ): Promise<PushKindName[]> {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO push_subscriptions (user_id, session_token_hash, endpoint, p256dh, auth)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (endpoint) DO UPDATE
             SET user_id = EXCLUDED.user_id, session_token_hash = EXCLUDED.session_token_hash,
                 p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
          [
            userId,
            sessionTokenHash,
            subscription.endpoint,
            subscription.keys.p256dh,
            subscription.keys.auth,
          ],
        );
        for (const kind of kinds) {
          await tx.query(
            `INSERT INTO settings (user_id, key, value) VALUES ($1, $2, 'true')
             ON CONFLICT (user_id, key) DO UPDATE SET value = 'true', updated_at = now()`,
            [userId, pushSettingKey[kind]],
          );
        }
      });
      return enabledKinds(userId);
    },

    /** Deletes the caller's subscription of this endpoint, if they have one. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [
        userId,
        endpoint,
      ]);
    },

    enabledKinds,

    /** Queues a chat message's notification for every browser of the other participant. */
    async queueChatMessage(chatId: string, senderId: string, payload: PushPayload) {
      const { rowCount } = await db.query(
        `INSERT INTO push_outbox (subscription_id, payload)
         SELECT s.id, $3::jsonb
           FROM chats c
           JOIN push_subscriptions s
             ON s.user_id = CASE WHEN c.user_low = $2 THEN c.user_high ELSE c.user_low END
          WHERE c.id = $1 AND $2::uuid IN (c.user_low, c.user_high)
            AND EXISTS (${kindEnabled('s.user_id', 'chat_message')})`,
        [chatId, senderId, JSON.stringify(payload)],
      );
      return rowCount;
    },

    /**
     * Queues one reminder per bookmark whose deadline is the day after `today` ('YYYY-MM-DD') and
     * whose owner switched deadlines on. The reminder table's key makes this once per bookmark
     * and day, however many instances run it at the same time.
     */
    async queueDeadlineReminders(today: string, payloadFor: (bookmarkId: string) => PushPayload) {
      return db.transaction(async (tx) => {
        const due = await tx.query<{ bookmark_id: string }>(
          `INSERT INTO push_deadline_reminders (bookmark_id, day)
           SELECT b.id, $1::date + 1 FROM bookmarks b
            WHERE b.deadline = $1::date + 1
              AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = b.user_id)
              AND EXISTS (${kindEnabled('b.user_id', 'deadline')})
           ON CONFLICT DO NOTHING
           RETURNING bookmark_id`,
          [today],
        );
        for (const { bookmark_id: bookmarkId } of due.rows) {
          await tx.query(
            `INSERT INTO push_outbox (subscription_id, payload)
             SELECT s.id, $2::jsonb FROM bookmarks b
               JOIN push_subscriptions s ON s.user_id = b.user_id
              WHERE b.id = $1`,
            [bookmarkId, JSON.stringify(payloadFor(bookmarkId))],
          );
        }
        // Reminders of past days are not needed any more.
        await tx.query(`DELETE FROM push_deadline_reminders WHERE day <= $1::date`, [today]);
        return due.rows.length;
      });
    },

    /**
     * Claims up to `limit` due deliveries for this instance: FOR UPDATE SKIP LOCKED lets
     * instances claim side by side without taking the same row, and the lease moves the row's
     * next attempt past the time it takes to send. An instance that dies mid-send leaves the
     * row to be claimed again when the lease ends.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
      const { rows } = await db.query<{
        id: string | number;
        subscription_id: string;
        attempts: number;
        payload: PushPayload | string;
        endpoint: string;
        p256dh: string;
        auth: string;
      }>(
        `WITH due AS (
           SELECT id FROM push_outbox WHERE next_attempt_at <= now()
            ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
         UPDATE push_outbox o
            SET attempts = o.attempts + 1,
                next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
           FROM due, push_subscriptions s
          WHERE o.id = due.id AND s.id = o.subscription_id
         RETURNING o.id, o.subscription_id, o.attempts, o.payload, s.endpoint, s.p256dh, s.auth`,
        [limit, leaseMs],
      );
      return rows.map((row) => ({
        id: String(row.id),
        subscriptionId: row.subscription_id,
        attempts: row.attempts,
        payload:
          typeof row.payload === 'string' ? (JSON.parse(row.payload) as PushPayload) : row.payload,
        subscription: { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      }));
    },

    /** The push service took the notification. */
    async delivered(id: string) {
      await db.query('DELETE FROM push_outbox WHERE id = $1', [id]);
    },

    /** Tries again after `delayMs`. */
    async retryLater(id: string, delayMs: number) {
      await db.query(
        `UPDATE push_outbox
            SET next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
          WHERE id = $1`,
        [id, delayMs],
      );
    },

    /** The push service no longer knows the subscription: it goes, with its queued deliveries. */
    async forgetSubscription(subscriptionId: string) {
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [subscriptionId]);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('push', createPushRepository(fastify.db));
  },
  { name: 'push-repository', dependencies: ['db'] },
);
