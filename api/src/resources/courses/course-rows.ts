import type { Course } from '@kompass/contracts/schemas/entities';
import type { CourseTableRow } from '@kompass/contracts/table-rows';

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
