import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError, forbidden, notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, Created, errors, IdParams, Page, PageQuery } from '../../schemas/common.ts';
import {
  Company,
  companyColumns,
  Course,
  courseColumns,
  EntityType,
  Job,
  jobColumns,
  jobFrom,
  toCompany,
  toCourse,
  toJob,
  type CompanyRow,
  type CourseRow,
  type JobRow,
} from '../../schemas/entities.ts';
import { trimBody } from '../../schemas/trim.ts';

// Job first: a job also satisfies the smaller Course shape, and the serializer takes the first match.
const Bookmark = Type.Object({
  id: Type.String(),
  entityType: EntityType,
  entityId: Type.String(),
  entity: Type.Union([Job, Company, Course]),
});

const NewBookmark = Type.Object({
  entityId: Type.String({ format: 'uuid', title: 'entityId' }),
  entityType: EntityType,
});

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
} as const;

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

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/bookmarks',
    {
      schema: { querystring: PageQuery, response: { 200: Page(Bookmark), ...authErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { userId } = userOf(request);
      const { page = 0, size = 20 } = request.query;
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
  );

  fastify.post(
    '/bookmarks',
    {
      schema: {
        body: NewBookmark,
        response: { 201: Created, ...authErrors, ...errors(404, 409, 422) },
      },
      preValidation: [fastify.requireUser, trimBody()],
      config: { idempotent: true },
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const { entityId, entityType } = request.body;
      const kind = kinds[entityType];
      // Inserts only when the entity exists; a duplicate hits one of the unique partial indexes.
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO bookmarks (user_id, entity_type, ${kind.column})
         SELECT $1, $2, e.id FROM ${kind.table} e WHERE e.id = $3
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [userId, entityType, entityId],
      );
      if (rows[0]) return reply.code(201).send({ id: rows[0].id });
      const exists = await db.query(`SELECT 1 FROM ${kind.table} WHERE id = $1`, [entityId]);
      if (exists.rows.length === 0) throw notFound(kind.missing);
      throw new HttpError(409, kind.duplicate);
    },
  );

  fastify.delete(
    '/bookmarks/:id',
    {
      schema: {
        params: IdParams,
        response: { 204: Type.Null(), ...authErrors, ...errors(403, 404) },
      },
      preValidation: fastify.requireUser,
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const { id } = request.params;
      const { rowCount } = await db.query('DELETE FROM bookmarks WHERE id = $1 AND user_id = $2', [
        id,
        userId,
      ]);
      if (rowCount === 0) {
        const { rows } = await db.query('SELECT 1 FROM bookmarks WHERE id = $1', [id]);
        // Only the owner may delete, admins included.
        if (rows.length > 0) throw forbidden();
        throw notFound('Diesen Favoriten gibt es nicht.');
      }
      return reply.code(204).send(null);
    },
  );
};

export default routes;
