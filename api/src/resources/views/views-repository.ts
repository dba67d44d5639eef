import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Session } from '../../auth/tokens.ts';
import type { Queryable } from '../../db/database.ts';
import type { EntityType } from '@kompass/contracts/schemas/entities';

declare module 'fastify' {
  interface FastifyInstance {
    /** Views of jobs, companies and courses: „Meistgesucht“ (docs/product.md#constants). */
    views: ViewsRepository;
  }
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;

export function createViewsRepository(db: Queryable) {
  return {
    /**
     * A logged-in user opening a job, company or course counts one view per entity and day,
     * however often they open it. Anonymous callers count nothing.
     *
     * Counting is a side effect: when it fails (the account was deleted a moment ago, the
     * database hiccuped), the page is still shown and the failure only logged.
     */
    async record(
      log: FastifyBaseLogger,
      session: Session | null,
      entityType: EntityType,
      entityId: string,
    ): Promise<void> {
      if (!session) return;
      try {
        await db.query(
          `INSERT INTO entity_views (user_id, entity_type, entity_id) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [session.userId, entityType, entityId],
        );
      } catch (error) {
        log.warn({ err: error, entityType, entityId }, 'view not recorded');
      }
    },

    /**
     * Ids of one type, most viewed over the last 30 days first; equal counts by id, so the order
     * is stable from one call to the next. The view leaves out deleted entities.
     */
    async top(entityType: EntityType, limit: number): Promise<string[]> {
      const { rows } = await db.query<{ entity_id: string }>(
        `SELECT entity_id FROM entity_view_counts_30d
          WHERE entity_type = $1
          ORDER BY views DESC, entity_id
          LIMIT $2`,
        [entityType, limit],
      );
      return rows.map((row) => row.entity_id);
    },

    /** The same across all types: `[{ entityType, entityId }]`. */
    async topOfAllTypes(limit: number): Promise<{ entityType: EntityType; entityId: string }[]> {
      const { rows } = await db.query<{ entity_type: EntityType; entity_id: string }>(
        `SELECT entity_type, entity_id FROM entity_view_counts_30d
          ORDER BY views DESC, entity_type, entity_id
          LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({ entityType: row.entity_type, entityId: row.entity_id }));
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('views', createViewsRepository(fastify.db));
  },
  { name: 'views-repository', dependencies: ['db'] },
);
