import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    avatars: AvatarsRepository;
  }
}

export type AvatarsRepository = ReturnType<typeof createAvatarsRepository>;

export function createAvatarsRepository(db: Queryable) {
  return {
    /** The object name of the user's avatar, if they set one. */
    async objectNameOf(userId: string): Promise<string | undefined> {
      const { rows } = await db.query<{ object_name: string }>(
        'SELECT object_name FROM avatars WHERE user_id = $1',
        [userId],
      );
      return rows[0]?.object_name;
    },

    /** The same by username, case-insensitively. */
    async objectNameOfUsername(username: string): Promise<string | undefined> {
      // No username holds a NUL byte, and PostgreSQL refuses to compare one.
      if (username.includes('\0')) return undefined;
      const { rows } = await db.query<{ object_name: string }>(
        `SELECT a.object_name FROM users u JOIN avatars a ON a.user_id = u.id
          WHERE lower(u.username) = lower($1)`,
        [username],
      );
      return rows[0]?.object_name;
    },

    /** Makes the object the user's avatar: only an object they uploaded themselves (else 400). */
    async set(userId: string, objectName: string): Promise<void> {
      const { rows } = await db.query(
        `INSERT INTO avatars (user_id, object_name)
         SELECT $1, object_name FROM files WHERE object_name = $2 AND user_id = $1
         ON CONFLICT (user_id)
         DO UPDATE SET object_name = EXCLUDED.object_name, updated_at = now()
         RETURNING user_id`,
        [userId, objectName],
      );
      if (rows.length > 0) return;
      const file = await db.query('SELECT 1 FROM files WHERE object_name = $1', [objectName]);
      if (file.rows.length === 0) throw badRequest('Dieses Bild gibt es nicht.');
      throw badRequest(
        'Du kannst nur Bilder als Profilbild verwenden, die du selbst hochgeladen hast.',
      );
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('avatars', createAvatarsRepository(fastify.db));
  },
  { name: 'avatars-repository', dependencies: ['db'] },
);
