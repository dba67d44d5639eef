import fp from 'fastify-plugin';
import { ensureAdmin, type GeneratedAdmin } from '../../auth/bootstrap-admin.ts';
import { deleteExpiredSessions } from '../../auth/tokens.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { createDiskFileStore } from '../../files/disk-store.ts';
import { createS3FileStore } from '../../files/s3-store.ts';
import type { FileStore } from '../../files/store.ts';
import { loadPlaces } from '../../places/load.ts';
import { loadOccupations } from '../../resources/occupations/load.ts';
import { seed } from '../../seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Uploaded and generated images. */
    files: FileStore;
    /** Set when this start created the first admin with a random password (shown once). */
    generatedAdmin: GeneratedAdmin | null;
  }
}

const HOUR = 60 * 60 * 1000;

/** Requests that may write; a read waits for nothing. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How long a write's answer waits at most for this instance's caches to hear of it. */
const CATCH_UP_TIMEOUT_MS = 1000;

/**
 * Opens the database and the file store, brings the schema up to date, ensures an admin and
 * seeds demo content.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const db = await openDatabase({
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      pgliteDir: config.pgliteDir,
      durable: config.pgliteFsync,
    });
    const files = config.s3 ? createS3FileStore(config.s3) : createDiskFileStore(config.filesDir);
    try {
      await files.check();
      const applied = await migrate(db);
      if (applied.length > 0) fastify.log.info({ applied }, 'migrations applied');
      const placesStarted = performance.now();
      if (await loadPlaces(db)) {
        fastify.log.info({ ms: Math.round(performance.now() - placesStarted) }, 'places loaded');
      }
      const occupations = await loadOccupations(db);
      if (occupations.loaded) fastify.log.info({ count: occupations.count }, 'occupations loaded');
      fastify.decorate('generatedAdmin', await ensureAdmin(db, config.admin));
      if (config.seed === 'demo') {
        const seeded = await seed(db, { files });
        if (seeded.length > 0) fastify.log.info({ seeded }, 'demo content seeded');
      }
      await deleteExpiredSessions(db);
    } catch (error) {
      files.close();
      await db.close();
      throw error;
    }
    fastify.decorate('db', db);
    fastify.decorate('files', files);

    // The caches learn of a write by NOTIFY, which on PostgreSQL arrives a moment after the
    // commit: the writer's answer waits for it, so its next read sees what it wrote.
    if (db.kind === 'postgres' && config.cacheSeconds > 0) {
      fastify.addHook('onSend', async (request, reply, payload) => {
        if (!READ_METHODS.has(request.method) && reply.statusCode < 400) {
          await db.notifications.caughtUp(CATCH_UP_TIMEOUT_MS);
        }
        return payload;
      });
    }

    const cleanup = setInterval(() => {
      deleteExpiredSessions(db).catch((error: unknown) => fastify.log.warn(error));
    }, HOUR);
    cleanup.unref();

    fastify.addHook('onClose', async () => {
      clearInterval(cleanup);
      files.close();
      await db.close();
    });
  },
  { name: 'db', decorators: { fastify: ['config'] } },
);
