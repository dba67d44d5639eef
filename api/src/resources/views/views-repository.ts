import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Session } from '../../auth/tokens.ts';
import type { Queryable } from '../../db/database.ts';
import type { EntityType } from '@kompass/contracts/schemas/entities';
import type { TopCard } from '@kompass/contracts/types';
import { companyColumns, toCompany, type CompanyRow } from '../companies/company-rows.ts';
import { courseColumns, toCourse, type CourseRow } from '../courses/course-rows.ts';
import { jobColumns, jobFrom, toJob, type JobRow } from '../jobs/job-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Views of jobs, companies and courses: „Meistgesucht“ (docs/product.md#constants). */
    views: ViewsRepository;
  }
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;

type CardRow =
  | { entity_type: 'job'; entity_id: string; entity: JobRow | null }
  | { entity_type: 'company'; entity_id: string; entity: CompanyRow | null }
  | { entity_type: 'course'; entity_id: string; entity: CourseRow | null };

/** The ranked entity with its card: primary-key lookups shaped by the shared column lists. */
const cardColumns = `v.entity_type, v.entity_id,
  CASE v.entity_type
    WHEN 'job' THEN (SELECT row_to_json(e) FROM (
      SELECT ${jobColumns} FROM ${jobFrom} WHERE j.id = v.entity_id) e)
    WHEN 'company' THEN (SELECT row_to_json(e) FROM (
      SELECT ${companyColumns} FROM company c WHERE c.id = v.entity_id) e)
    ELSE (SELECT row_to_json(e) FROM (
      SELECT ${courseColumns} FROM course co WHERE co.id = v.entity_id) e)
  END AS entity`;

function toCard(row: CardRow): TopCard | undefined {
  const ids = { entityId: row.entity_id };
  // Deleted between the ranking and the lookup of the same statement: left out.
  if (!row.entity) return undefined;
  switch (row.entity_type) {
    case 'job':
      return { entityType: 'job', ...ids, entity: toJob(row.entity) };
    case 'company':
      return { entityType: 'company', ...ids, entity: toCompany(row.entity) };
    case 'course':
      return { entityType: 'course', ...ids, entity: toCourse(row.entity) };
  }
}

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

    /**
     * The same ranking as `top` (of one type) or `topOfAllTypes` (`null`), each entry with its
     * item in one statement, so a page does not ask for the items one by one.
     */
    async topCards(entityType: EntityType | null, limit: number): Promise<TopCard[]> {
      if (limit === 0) return [];
      const { rows } = await db.query<CardRow>(
        `SELECT ${cardColumns} FROM entity_view_counts_30d v
          WHERE $1::text IS NULL OR v.entity_type = $1::text
          ORDER BY v.views DESC, v.entity_type, v.entity_id
          LIMIT $2`,
        [entityType, limit],
      );
      return rows.flatMap((row) => toCard(row) ?? []);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('views', createViewsRepository(fastify.db));
  },
  { name: 'views-repository', dependencies: ['db'] },
);
