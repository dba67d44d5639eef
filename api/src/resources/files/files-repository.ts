import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import {
  imageTypes,
  newObjectName,
  type FileStore,
  type ImageExtension,
} from '../../files/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who uploaded which stored object (the bytes themselves live in `fastify.files`). */
    fileRecords: FileRecordsRepository;
  }
}

export type FileRecordsRepository = ReturnType<typeof createFileRecordsRepository>;

export function createFileRecordsRepository(db: Queryable, store: FileStore) {
  return {
    /** Stores the bytes under a new object name and records the uploader; the name is returned. */
    async save(userId: string, data: Buffer, extension: ImageExtension): Promise<string> {
      const objectName = newObjectName(extension);
      await store.put(objectName, data);
      try {
        await db.query(
          'INSERT INTO files (object_name, user_id, content_type, size) VALUES ($1, $2, $3, $4)',
          [objectName, userId, imageTypes[extension], data.length],
        );
      } catch (error) {
        await store.remove(objectName).catch(() => {});
        throw error;
      }
      return objectName;
    },

    /** Whether the object is an uploaded or generated file of this server. */
    async exists(objectName: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM files WHERE object_name = $1', [objectName]);
      return rows.length > 0;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('fileRecords', createFileRecordsRepository(fastify.db, fastify.files));
  },
  { name: 'files-repository', dependencies: ['db'] },
);
