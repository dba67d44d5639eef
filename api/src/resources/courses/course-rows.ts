import type { Course } from '@kompass/contracts/schemas/entities';

/** How a course is read (courses, companies and bookmarks select courses through these). */

/** `SELECT ${courseColumns} FROM course co` */
export const courseColumns = 'co.id, co.name, co.description, co.image_url, co.interest_code';

export interface CourseRow {
  id: string;
  name: string;
  description: string;
  image_url: string;
  interest_code: string;
}

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    interestCode: row.interest_code,
  };
}
