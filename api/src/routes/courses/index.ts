import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { recordView } from '../../content/views.ts';
import { notFound } from '../../errors.ts';
import { commonErrors, errors, IdParams } from '../../schemas/common.ts';
import {
  Company,
  companyColumns,
  Course,
  courseColumns,
  toCompany,
  toCourse,
  type CompanyRow,
  type CourseRow,
} from '../../schemas/entities.ts';

export const CourseListItem = Type.Object({
  course: Course,
  company: Type.Union([Company, Type.Null()]),
});

type CourseListRow = CourseRow & { company: CompanyRow | null };

/**
 * Study courses. Both calls are public (spec §7: the course list is loaded without a token);
 * a valid token still counts the view of a course for „Meistgesucht“.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  // Every course once, by name, with the first of its companies by name (or none).
  fastify.get(
    '/courses',
    { schema: { response: { 200: Type.Array(CourseListItem), ...commonErrors } } },
    async () => {
      const { rows } = await db.query<CourseListRow>(
        `SELECT ${courseColumns}, to_jsonb(c) AS company
           FROM course co
           LEFT JOIN LATERAL (
             SELECT ${companyColumns}
               FROM company_courses cc JOIN company c ON c.id = cc.company_id
              WHERE cc.course_id = co.id
              ORDER BY c.name, c.id
              LIMIT 1
           ) c ON true
          ORDER BY co.name, co.id`,
      );
      return rows.map((row) => ({
        course: toCourse(row),
        company: row.company ? toCompany(row.company) : null,
      }));
    },
  );

  fastify.get(
    '/courses/:id',
    { schema: { params: IdParams, response: { 200: Course, ...commonErrors, ...errors(404) } } },
    async (request) => {
      const { rows } = await db.query<CourseRow>(
        `SELECT ${courseColumns} FROM course co WHERE co.id = $1`,
        [request.params.id],
      );
      if (!rows[0]) throw notFound('Diesen Studiengang gibt es nicht.');
      await recordView(db, request.log, request.session, 'course', rows[0].id);
      return toCourse(rows[0]);
    },
  );
};

export default routes;
