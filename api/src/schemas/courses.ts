import { Type } from 'typebox';
import { Company, Course } from './entities.ts';

/** A course of the list with the first of its companies by name (or none). */
export const CourseListItem = Type.Object({
  course: Course,
  company: Type.Union([Company, Type.Null()]),
});
