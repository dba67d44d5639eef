import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import { listOrSearch, type NearFilter } from '../search/list.ts';
import type { ListCaches } from '../search/list-caches-service.ts';
import { courseSearch } from '../search/targets.ts';
import { toCompany, type CompanyRow } from '../companies/company-rows.ts';
import { courseColumns, providerColumn, toCourse, type CourseRow } from './course-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    courses: CoursesRepository;
  }
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;

type CourseListRow = CourseRow & { company: CompanyRow | null; distance_km?: number };

/** The whole list in one answer; far more than any catalogue of study courses holds. */
const MAX_COURSES = 10_000;
/** A search answers its best matches only. */
export const MAX_COURSE_MATCHES = 50;

/** Words that say "a study course" and so describe every course ('Informatik Studium'). */
const courseWords = /^(studium|studiengang|studiengaenge|studiengänge|studieren)$/i;

/**
 * The search text without the words every course matches in spirit but none carries in its
 * name: 'Informatik Studium' looks for Informatik. A text of such words alone stays as it is.
 */
export function withoutCourseWords(search: string): string {
  const words = search.trim().split(/\s+/);
  const kept = words.filter((word) => !courseWords.test(word.replace(/[^\p{L}]/gu, '')));
  return kept.length > 0 ? kept.join(' ') : search;
}

export function createCoursesRepository(db: Queryable, caches: ListCaches) {
  return {
    /**
     * Every course once with its provider (or none): all by name, or with
     * a search text the best matches first (at most {@link MAX_COURSE_MATCHES}). `workType`
     * (any of 'Studium', 'Duales Studium') and `near` (the provider's place within a radius)
     * narrow both; with `near` the list is by distance, then name (a search: by relevance, then
     * distance), and each item carries `distanceKm`.
     */
    async list(
      search?: string,
      filters: { workType?: string[] | undefined; near?: NearFilter | undefined } = {},
    ) {
      const { workType, near } = filters;
      const { rows } = await listOrSearch<CourseListRow>(db, {
        target: courseSearch,
        ...caches,
        alias: 'co',
        columns: `${courseColumns}, ${providerColumn}`,
        orderBy: 'co.name, co.id',
        // The kind lives on the course's search document (migration 019, kept by its triggers).
        filter: workType?.length
          ? (alias, placeholder) =>
              `${alias}.id IN (SELECT k.id FROM search_course k
                                WHERE k.work_type = ANY (${placeholder(0)}::text[]))`
          : undefined,
        filterParams: workType?.length ? [workType] : [],
        near,
        search: search && withoutCourseWords(search),
        page: 0,
        size: search?.trim() ? MAX_COURSE_MATCHES : MAX_COURSES,
      });
      return rows.map((row) => ({
        course: toCourse(row),
        company: row.company ? toCompany(row.company) : null,
        distanceKm: row.distance_km === undefined ? null : Number(row.distance_km),
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
    fastify.decorate('courses', createCoursesRepository(fastify.db, fastify.listCaches));
  },
  { name: 'courses-repository', dependencies: ['db', 'list-caches'] },
);
