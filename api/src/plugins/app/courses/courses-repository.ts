import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database.ts';
import { companyColumns, toCompany, type CompanyRow } from '../companies/company-rows.ts';
import { courseColumns, toCourse, type CourseRow } from './course-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    courses: CoursesRepository;
  }
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;

type CourseListRow = CourseRow & { company: CompanyRow | null };

export function createCoursesRepository(db: Queryable) {
  return {
    /** Every course once, by name, with the first of its companies by name (or none). */
    async list() {
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

    async findById(id: string) {
      const { rows } = await db.query<CourseRow>(
        `SELECT ${courseColumns} FROM course co WHERE co.id = $1`,
        [id],
      );
      return rows[0] && toCourse(rows[0]);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('courses', createCoursesRepository(fastify.db));
  },
  { name: 'courses-repository', dependencies: ['db'] },
);
