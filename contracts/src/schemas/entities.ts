import { Type, type Static } from 'typebox';
import {
  jobRequirementError,
  jobRequirements,
  type JobRequirement as Requirement,
} from '../qualification.ts';

/**
 * The catalog entries as the API answers them (docs/product.md#data): jobs, companies and courses.
 * Every route that returns one (lists, details, bookmarks, the company page) uses these shapes; the
 * resources' own request and response schemas live in `jobs.ts`, `companies.ts`, `courses.ts`.
 */

/** What describes a job; a profile's job (docs/product.md#data, "Profile job") is exactly this. */
export const JobDetails = Type.Object({
  name: Type.String(),
  description: Type.String(),
  location: Type.String(),
  workType: Type.String(),
  yearlySalary: Type.Number(),
  imageUrl: Type.String(),
});
export type JobDetails = Static<typeof JobDetails>;

/** 1–3 distinct letters of RIASEC, strongest first (Holland's interest dimensions). */
export const InterestCode = Type.String({
  title: 'interestCode',
  pattern: '^(?!.*(.).*\\1)[RIASEC]{1,3}$',
  description:
    'Der Interessen-Code (RIASEC): 1 bis 3 verschiedene Buchstaben aus R, I, A, S, E, C, der stärkste zuerst.',
  errorMessage:
    'Der Interessen-Code besteht aus 1 bis 3 verschiedenen Buchstaben aus R, I, A, S, E und C.',
});

/** What a job needs before one can start it (see `../qualification.ts`). */
export const JobRequirement = Type.Unsafe<Requirement>({
  type: 'string',
  enum: [...jobRequirements],
  title: 'requires',
  description:
    'Was der Job voraussetzt: „keine“ (Schule genügt), „ausbildung“ (abgeschlossene Ausbildung) oder „studium“ (abgeschlossenes Studium).',
  errorMessage: jobRequirementError,
});

export const Job = Type.Object({
  id: Type.String(),
  ...JobDetails.properties,
  interestCode: Type.String(),
  requires: JobRequirement,
  user: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  /** The company offering the job (the first by name, should several list it), if any. */
  company: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
});
export type Job = Static<typeof Job>;

export const Company = Type.Object({
  id: Type.String(),
  name: Type.String(),
  branch: Type.String(),
  about: Type.String(),
  image: Type.String(),
  website: Type.String(),
  contactMethods: Type.String(),
  /** Its town (or postcode): where a university's courses are studied. */
  location: Type.String(),
});
export type Company = Static<typeof Company>;

/** Who offers a job or course, and where: cards name the university and its town ('' if unknown). */
export const Provider = Type.Object({
  id: Type.String(),
  name: Type.String(),
  location: Type.String(),
});

export const Course = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  imageUrl: Type.String(),
  interestCode: Type.String(),
});
export type Course = Static<typeof Course>;

/** The three kinds of catalog entries a user can bookmark and that count as "most searched". */
export const entityTypes = ['job', 'company', 'course'] as const;
export type EntityType = (typeof entityTypes)[number];

/** One `enum` rule rather than a union of literals, so a violation reports this one sentence. */
export const EntityType = Type.Unsafe<EntityType>({
  type: 'string',
  enum: [...entityTypes],
  title: 'entityType',
  errorMessage: 'Der Typ muss „job“, „company“ oder „course“ sein.',
});
