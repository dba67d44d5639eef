import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { MAX_SETTINGS_PER_USER } from '@kompass/contracts/schemas/settings';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsRepository;
  }
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

interface Setting {
  key: string;
  value: string | null;
}

export function createSettingsRepository(db: Queryable) {
  return {
    async list(userId: string): Promise<Setting[]> {
      const { rows } = await db.query<Setting>(
        'SELECT key, value FROM settings WHERE user_id = $1 ORDER BY key',
        [userId],
      );
      return rows;
    },

    /**
     * Creates or replaces one setting; `created` tells the two apart. 400 when the user already
     * has the most settings allowed and this key is a new one.
     */
    async save(userId: string, key: string, value: string | null) {
      const count = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM settings WHERE user_id = $1 AND key <> $2`,
        [userId, key],
      );
      if ((count.rows[0]?.n ?? 0) >= MAX_SETTINGS_PER_USER) {
        throw badRequest(`Du kannst höchstens ${MAX_SETTINGS_PER_USER} Einstellungen speichern.`);
      }
      // xmax = 0 only for a freshly inserted row: tells "created" from "updated".
      const { rows } = await db.query<Setting & { inserted: boolean }>(
        `INSERT INTO settings (user_id, key, value) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
         RETURNING key, value, (xmax = 0) AS inserted`,
        [userId, key, value],
      );
      const row = rows[0]!;
      return { setting: { key: row.key, value: row.value }, created: row.inserted };
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('settings', createSettingsRepository(fastify.db));
  },
  { name: 'settings-repository', dependencies: ['db'] },
);
