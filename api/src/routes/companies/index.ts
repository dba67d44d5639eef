import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkImageReference, normalizeWebsite } from '../../content/links.ts';
import { recordView } from '../../content/views.ts';
import { notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, Created, errors, IdParams, Page } from '../../schemas/common.ts';
import {
  Company,
  companyColumns,
  Course,
  courseColumns,
  Job,
  jobColumns,
  toCompany,
  toCourse,
  toJob,
  type CompanyRow,
  type CourseRow,
  type JobRow,
} from '../../schemas/entities.ts';
import { trimBody } from '../../schemas/trim.ts';
import { listOrSearch } from '../../search/list.ts';
import { companySearch } from '../../search/sql.ts';
import { SearchListQuery } from '../../search/text.ts';

export const CompanyDetails = Type.Object({
  ...Company.properties,
  jobs: Type.Array(Job),
  courses: Type.Array(Course),
});

const Following = Type.Object({ following: Type.Boolean() });

// Admin company forms: all fields required (spec §5). The logo may be empty: the app then shows
// its placeholder image.
const NewCompany = Type.Object({
  name: Type.String({ title: 'Name', minLength: 1, maxLength: 200 }),
  branch: Type.String({ title: 'Branche', minLength: 1, maxLength: 200 }),
  website: Type.String({ title: 'Website', minLength: 1, maxLength: 500 }),
  contactMethods: Type.String({ title: 'Kontaktmöglichkeiten', minLength: 1, maxLength: 2000 }),
  about: Type.String({ title: 'Über uns', minLength: 1, maxLength: 5000 }),
  image: Type.String({ title: 'Logo', maxLength: 2000 }),
});

const unknownCompany = 'Dieses Unternehmen gibt es nicht.';

/**
 * `?kind=university`: universities and colleges only (the home tile „Uni/Hochschule“). They are
 * companies whose branch names them; admins type branches freely, so the match is by word part.
 */
const kinds = {
  university: (alias: string) =>
    `(${alias}.branch ILIKE '%universit%' OR ${alias}.branch ILIKE '%hochschule%')`,
} as const;

const CompanyListQuery = Type.Object({
  ...SearchListQuery.properties,
  kind: Type.Optional(
    Type.Unsafe<keyof typeof kinds>({
      type: 'string',
      enum: Object.keys(kinds),
      title: 'kind',
      errorMessage: '„kind“ kann nur „university“ sein.',
    }),
  ),
});

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/companies',
    {
      schema: { querystring: CompanyListQuery, response: { 200: Page(Company), ...authErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { page = 0, size = 20, search, kind } = request.query;
      const { rows, total } = await listOrSearch<CompanyRow>(db, {
        target: companySearch,
        alias: 'c',
        columns: companyColumns,
        orderBy: 'c.name, c.id',
        search,
        filter: kind && kinds[kind],
        page,
        size,
      });
      return { content: rows.map(toCompany), total };
    },
  );

  fastify.get(
    '/companies/:id',
    {
      schema: {
        params: IdParams,
        response: { 200: CompanyDetails, ...authErrors, ...errors(404) },
      },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { id } = request.params;
      const [company, jobs, courses] = await Promise.all([
        db.query<CompanyRow>(`SELECT ${companyColumns} FROM company c WHERE c.id = $1`, [id]),
        db.query<JobRow>(
          `SELECT ${jobColumns}
             FROM company_jobs cj
             JOIN job j ON j.id = cj.job_id
             LEFT JOIN users u ON u.id = j.user_id
            WHERE cj.company_id = $1
            ORDER BY j.name, j.id`,
          [id],
        ),
        db.query<CourseRow>(
          `SELECT ${courseColumns}
             FROM company_courses cc
             JOIN course co ON co.id = cc.course_id
            WHERE cc.company_id = $1
            ORDER BY co.name, co.id`,
          [id],
        ),
      ]);
      if (!company.rows[0]) throw notFound(unknownCompany);
      await recordView(db, request.log, request.session, 'company', id);
      return {
        ...toCompany(company.rows[0]),
        jobs: jobs.rows.map(toJob),
        courses: courses.rows.map(toCourse),
      };
    },
  );

  fastify.post(
    '/companies/create',
    {
      schema: { body: NewCompany, response: { 201: Created, ...errors(400, 401, 403, 429) } },
      preValidation: [fastify.requireAdmin, trimBody()],
    },
    async (request, reply) => {
      const { name, branch, contactMethods, about } = request.body;
      const website = normalizeWebsite(request.body.website);
      const image = checkImageReference(request.body.image, 'Logo');
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO company (name, branch, website, contact_methods, about, image)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [name, branch, website, contactMethods, about, image],
      );
      return reply.code(201).send({ id: rows[0]!.id });
    },
  );

  fastify.get(
    '/companies/:id/following',
    {
      schema: { params: IdParams, response: { 200: Following, ...authErrors, ...errors(404) } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { rows } = await db.query<{ following: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM company_follow WHERE company_id = c.id AND user_id = $2)
                AS following
           FROM company c WHERE c.id = $1`,
        [request.params.id, userOf(request).userId],
      );
      if (!rows[0]) throw notFound(unknownCompany);
      return { following: rows[0].following };
    },
  );

  // Toggles: follows when the caller does not yet, unfollows when they do. One statement, so
  // a double click cannot leave two rows or an error behind.
  fastify.post(
    '/companies/:id/follow',
    {
      schema: { params: IdParams, response: { 200: Following, ...authErrors, ...errors(404) } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { rows } = await db.query<{ found: boolean; following: boolean }>(
        `WITH target AS (SELECT id FROM company WHERE id = $1),
         removed AS (
           DELETE FROM company_follow
            WHERE company_id = (SELECT id FROM target) AND user_id = $2
           RETURNING 1
         ),
         added AS (
           INSERT INTO company_follow (company_id, user_id)
           SELECT id, $2 FROM target WHERE NOT EXISTS (SELECT 1 FROM removed)
           ON CONFLICT DO NOTHING
           RETURNING 1
         )
         SELECT EXISTS (SELECT 1 FROM target) AS found,
                EXISTS (SELECT 1 FROM added) AS following`,
        [request.params.id, userOf(request).userId],
      );
      if (!rows[0]?.found) throw notFound(unknownCompany);
      return { following: rows[0].following };
    },
  );
};

export default routes;
