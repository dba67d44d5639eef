import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthRepository;
  }
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;

export function createHealthRepository(db: Queryable) {
  return {
    /** Resolves when the database answers a trivial query; rejects otherwise. */
    async ping(): Promise<void> {
      await db.query('SELECT 1');
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('health', createHealthRepository(fastify.db));
  },
  { name: 'health-repository', dependencies: ['db'] },
);
