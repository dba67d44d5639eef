import { Type } from 'typebox';
import { SearchText } from './search-text.ts';
import { Company, Course } from './entities.ts';

/** A course of the list with the first of its companies by name (or none). */
export const CourseListItem = Type.Object({
  course: Course,
  company: Type.Union([Company, Type.Null()]),
});

/** `?search=`: blank or absent lists every course. */
export const CourseListQuery = Type.Object({ search: Type.Optional(SearchText('search')) });
