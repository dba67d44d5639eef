import type { Course } from '@kompass/contracts/schemas/entities';
import type { CourseTableRow } from '@kompass/contracts/table-rows';
import { companyColumns, isCollege } from '../companies/company-rows.ts';

/** How a course is read (courses, companies and bookmarks select courses through these). */

/** `SELECT ${courseColumns} FROM course co` */
export const courseColumns = 'co.id, co.name, co.description, co.image_url, co.interest_code';

export type CourseRow = CourseTableRow;

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    interestCode: row.interest_code,
  };
}

/**
 * The provider a course is listed with, from its links in company_courses only, as JSON (or
 * null): where one studies it — the first university or college by name — else the first
 * company by name. A dual course is linked to the company and to its partner college; the card
 * names the college, and both companies' pages list the course.
 */
/**
 * `SELECT ${courseProvider('x.course_id')}`: the same provider as a short JSON object (id, name,
 * town), or null, for the reads that name it only (bookmarks, an occupation's courses).
 */
export function courseProvider(courseId: string): string {
  return `json_build_object('id', c.id, 'name', c.name, 'location', c.location)
      FROM company_courses cc JOIN company c ON c.id = cc.company_id
     WHERE cc.course_id = ${courseId}
     ORDER BY ${isCollege('c')} DESC, c.name, c.id
     LIMIT 1`;
}

export const providerColumn = `(
  SELECT to_jsonb(p) FROM (
    SELECT ${companyColumns}
      FROM company_courses cc JOIN company c ON c.id = cc.company_id
     WHERE cc.course_id = co.id
     ORDER BY ${isCollege('c')} DESC, c.name, c.id
     LIMIT 1
  ) p
) AS company`;
