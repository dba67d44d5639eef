import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database.ts';
import { listOrSearch } from '../../../search/list.ts';
import { courseSearch } from '../../../search/sql.ts';
import { companyColumns, toCompany, type CompanyRow } from '../companies/company-rows.ts';
import { courseColumns, toCourse, type CourseRow } from './course-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    courses: CoursesRepository;
  }
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;

type CourseListRow = CourseRow & { company: CompanyRow | null };

/** The whole list in one answer; far more than any catalogue of study courses holds. */
const MAX_COURSES = 10_000;
/** A search answers its best matches only. */
export const MAX_COURSE_MATCHES = 50;

/** The first of a course's companies by name, as JSON (or null). */
const providerColumn = `(
  SELECT to_jsonb(p) FROM (
    SELECT ${companyColumns}
      FROM company_courses cc JOIN company c ON c.id = cc.company_id
     WHERE cc.course_id = co.id
     ORDER BY c.name, c.id
     LIMIT 1
  ) p
) AS company`;

export function createCoursesRepository(db: Queryable) {
  return {
    /**
     * Every course once with the first of its companies by name (or none): all by name, or with
     * a search text the best matches first (at most {@link MAX_COURSE_MATCHES}).
     */
    async list(search?: string) {
      const { rows } = await listOrSearch<CourseListRow>(db, {
        target: courseSearch,
        alias: 'co',
        columns: `${courseColumns}, ${providerColumn}`,
        orderBy: 'co.name, co.id',
        search,
        page: 0,
        size: search?.trim() ? MAX_COURSE_MATCHES : MAX_COURSES,
      });
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
