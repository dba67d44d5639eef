import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database.ts';
import { forbidden, HttpError, notFound } from '../../../errors.ts';
import type { EntityType } from '../../../schemas/entities.ts';
import { companyColumns, toCompany, type CompanyRow } from '../companies/company-rows.ts';
import { courseColumns, toCourse, type CourseRow } from '../courses/course-rows.ts';
import { jobColumns, jobFrom, toJob, type JobRow } from '../jobs/job-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookmarks: BookmarksRepository;
  }
}

export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;

/** Per kind: its table, the bookmarks column pointing at it, and German texts. */
const kinds = {
  job: {
    table: 'job',
    column: 'job_id',
    missing: 'Diesen Job gibt es nicht.',
    duplicate: 'Dieser Job ist bereits in deinen Favoriten.',
  },
  company: {
    table: 'company',
    column: 'company_id',
    missing: 'Dieses Unternehmen gibt es nicht.',
    duplicate: 'Dieses Unternehmen ist bereits in deinen Favoriten.',
  },
  course: {
    table: 'course',
    column: 'course_id',
    missing: 'Diesen Studiengang gibt es nicht.',
    duplicate: 'Dieser Studiengang ist bereits in deinen Favoriten.',
  },
} as const satisfies Record<EntityType, unknown>;

type EntityRow =
  | { entity_type: 'job'; entity: JobRow }
  | { entity_type: 'company'; entity: CompanyRow }
  | { entity_type: 'course'; entity: CourseRow };

type BookmarkRow = EntityRow & { id: string; entity_id: string };

function toEntity(row: EntityRow) {
  switch (row.entity_type) {
    case 'job':
      return toJob(row.entity);
    case 'company':
      return toCompany(row.entity);
    case 'course':
      return toCourse(row.entity);
  }
}

export function createBookmarksRepository(db: Queryable) {
  return {
    /** The user's bookmarks, newest first, each with the saved job, company or course. */
    async list(userId: string, { page, size }: { page: number; size: number }) {
      // One statement for the page, the saved items included: primary-key lookups per row,
      // shaped by the shared column lists. The foreign keys cascade, so every entity exists.
      const [list, count] = await Promise.all([
        db.query<BookmarkRow>(
          `SELECT b.id, b.entity_type,
                  coalesce(b.job_id, b.company_id, b.course_id) AS entity_id,
                  CASE b.entity_type
                    WHEN 'job' THEN (SELECT row_to_json(e) FROM (
                      SELECT ${jobColumns} FROM ${jobFrom} WHERE j.id = b.job_id) e)
                    WHEN 'company' THEN (SELECT row_to_json(e) FROM (
                      SELECT ${companyColumns} FROM company c WHERE c.id = b.company_id) e)
                    ELSE (SELECT row_to_json(e) FROM (
                      SELECT ${courseColumns} FROM course co WHERE co.id = b.course_id) e)
                  END AS entity
             FROM bookmarks b
            WHERE b.user_id = $1
            ORDER BY b.created_at DESC, b.id DESC
            LIMIT $2 OFFSET $3`,
          [userId, size, page * size],
        ),
        db.query<{ total: number }>(
          'SELECT count(*)::int AS total FROM bookmarks WHERE user_id = $1',
          [userId],
        ),
      ]);
      return {
        content: list.rows.map((row) => ({
          id: row.id,
          entityType: row.entity_type,
          entityId: row.entity_id,
          entity: toEntity(row),
        })),
        total: count.rows[0]?.total ?? 0,
      };
    },

    /** Saves the entity for the user; 404 when it does not exist, 409 when already saved. */
    async create(userId: string, entityType: EntityType, entityId: string): Promise<string> {
      const kind = kinds[entityType];
      // Inserts only when the entity exists; a duplicate hits one of the unique partial indexes.
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO bookmarks (user_id, entity_type, ${kind.column})
         SELECT $1, $2, e.id FROM ${kind.table} e WHERE e.id = $3
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [userId, entityType, entityId],
      );
      if (rows[0]) return rows[0].id;
      const exists = await db.query(`SELECT 1 FROM ${kind.table} WHERE id = $1`, [entityId]);
      if (exists.rows.length === 0) throw notFound(kind.missing);
      throw new HttpError(409, kind.duplicate);
    },

    /** Deletes the user's own bookmark: 403 for someone else's (admins included), else 404. */
    async delete(userId: string, id: string): Promise<void> {
      const { rowCount } = await db.query('DELETE FROM bookmarks WHERE id = $1 AND user_id = $2', [
        id,
        userId,
      ]);
      if (rowCount > 0) return;
      const { rows } = await db.query('SELECT 1 FROM bookmarks WHERE id = $1', [id]);
      if (rows.length > 0) throw forbidden();
      throw notFound('Diesen Favoriten gibt es nicht.');
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('bookmarks', createBookmarksRepository(fastify.db));
  },
  { name: 'bookmarks-repository', dependencies: ['db'] },
);
