import { Type } from 'typebox';
import { SearchText } from './search-text.ts';
import { Company, Course } from './entities.ts';
import { WorkTypes } from './jobs.ts';
import { DistanceKm, NearQuery } from './places.ts';

/** A course of the list with the first of its companies by name (or none). */
export const CourseListItem = Type.Object({
  course: Course,
  company: Type.Union([Company, Type.Null()]),
  /** With `near`: from the provider named in `company`. */
  distanceKm: DistanceKm,
});

/** What a course is, from its providers: only universities and colleges, or also a company. */
export const courseKinds = ['Studium', 'Duales Studium'] as const;

/**
 * `?search=`: blank or absent lists every course. `workType` (repeatable: any of
 * {@link courseKinds}) and `near`/`radiusKm` (the provider's place) narrow the list. Courses
 * have no pay: `minSalary` answers 400 rather than being ignored.
 */
export const CourseListQuery = Type.Object({
  search: Type.Optional(SearchText('search')),
  ...NearQuery.properties,
  workType: Type.Optional(
    WorkTypes(
      `Art des Studiengangs: ${courseKinds.map((kind) => `„${kind}“`).join(' oder ')}; andere Werte finden nichts.`,
    ),
  ),
  minSalary: Type.Optional(
    Type.Unsafe<never>({
      not: {},
      title: 'minSalary',
      description: 'Wird abgelehnt: Studiengänge haben kein Gehalt.',
      errorMessage:
        'Studiengänge haben kein Gehalt: „minSalary“ gibt es nur bei Jobs. Filtere Studiengänge nach Art („workType“) und Ort („near“).',
    }),
  ),
});
