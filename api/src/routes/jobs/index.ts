import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkImageReference } from '../../content/links.ts';
import { recordView } from '../../content/views.ts';
import { notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, Created, errors, IdParams, Page } from '../../schemas/common.ts';
import { Job, jobColumns, jobFrom, toJob, type JobRow } from '../../schemas/entities.ts';
import { trimBody } from '../../schemas/trim.ts';
import { listOrSearch } from '../../search/list.ts';
import { jobSearch } from '../../search/sql.ts';
import { SearchListQuery } from '../../search/text.ts';

/** The highest yearly salary accepted, in euros. */
export const MAX_YEARLY_SALARY = 10_000_000;

const NewJob = Type.Object({
  name: Type.String({ title: 'Name', minLength: 1, maxLength: 200 }),
  description: Type.String({ title: 'Beschreibung', minLength: 1, maxLength: 5000 }),
  location: Type.String({ title: 'Ort', minLength: 1, maxLength: 200 }),
  workType: Type.String({ title: 'Arbeitszeitmodell', minLength: 1, maxLength: 100 }),
  yearlySalary: Type.Number({
    title: 'Jahresgehalt',
    minimum: 0,
    maximum: MAX_YEARLY_SALARY,
    errorMessage: `Das Jahresgehalt muss eine Zahl von 0 bis ${MAX_YEARLY_SALARY.toLocaleString('de-DE')} (Euro) sein.`,
  }),
  imageUrl: Type.Optional(Type.String({ title: 'Bild-URL', maxLength: 2000 })),
});

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/jobs',
    {
      schema: { querystring: SearchListQuery, response: { 200: Page(Job), ...authErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { page = 0, size = 20, search } = request.query;
      const { rows, total } = await listOrSearch<JobRow>(db, {
        target: jobSearch,
        alias: 'j',
        columns: jobColumns,
        joins: 'LEFT JOIN users u ON u.id = j.user_id',
        orderBy: 'j.name, j.id',
        search,
        page,
        size,
      });
      return { content: rows.map(toJob), total };
    },
  );

  fastify.get(
    '/jobs/:id',
    {
      schema: { params: IdParams, response: { 200: Job, ...authErrors, ...errors(404) } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { rows } = await db.query<JobRow>(
        `SELECT ${jobColumns} FROM ${jobFrom} WHERE j.id = $1`,
        [request.params.id],
      );
      if (!rows[0]) throw notFound('Diesen Job gibt es nicht.');
      await recordView(db, request.log, request.session, 'job', rows[0].id);
      return toJob(rows[0]);
    },
  );

  fastify.post(
    '/jobs/create',
    {
      schema: { body: NewJob, response: { 201: Created, ...errors(400, 401, 403, 429) } },
      preValidation: [fastify.requireAdmin, trimBody()],
    },
    async (request, reply) => {
      const { name, description, location, workType, yearlySalary } = request.body;
      const imageUrl = checkImageReference(request.body.imageUrl ?? '', 'Bild-URL');
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO job (name, description, location, work_type, yearly_salary, image_url, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          name,
          description,
          location,
          workType,
          // Whole euros (the column is an integer).
          Math.round(yearlySalary),
          imageUrl,
          userOf(request).userId,
        ],
      );
      return reply.code(201).send({ id: rows[0]!.id });
    },
  );
};

export default routes;
