import { Type, type Static } from 'typebox';
import { InterestCode, Job, JobRequirement } from './entities.ts';
import { DistanceKm, NearQuery } from './places.ts';
import { SearchListQuery } from './search-text.ts';

/** The highest yearly salary accepted, in euros. */
export const MAX_YEARLY_SALARY = 10_000_000;

export const NewJob = Type.Object({
  name: Type.String({ title: 'Name', minLength: 1, maxLength: 200 }),
  description: Type.String({ title: 'Beschreibung', minLength: 1, maxLength: 5000 }),
  location: Type.String({ title: 'Ort', minLength: 1, maxLength: 200 }),
  workType: Type.String({ title: 'Arbeitszeitmodell', minLength: 1, maxLength: 100 }),
  yearlySalary: Type.Number({
    title: 'Jahresgehalt',
    minimum: 0,
    maximum: MAX_YEARLY_SALARY,
    errorMessage: `Das Jahresgehalt muss eine Zahl von 0 bis ${MAX_YEARLY_SALARY.toLocaleString('de-DE')} (Euro) sein.`,
  }),
  imageUrl: Type.Optional(Type.String({ title: 'Bild-URL', maxLength: 2000 })),
  /** Without one, the code is inferred from the job's words (migration 014). */
  interestCode: Type.Optional(InterestCode),
  /** Without one, 'keine': open to school leavers. */
  requires: Type.Optional(JobRequirement),
});
export type NewJob = Static<typeof NewJob>;

/** The most kinds of work one list asks for at once. */
export const MAX_WORK_TYPES = 10;

/** `?workType=…&workType=…`: any of the given kinds (`description` says which there are). */
export function WorkTypes(description: string) {
  return Type.Array(Type.String({ title: 'workType', minLength: 1, maxLength: 100 }), {
    title: 'workType',
    description,
    maxItems: MAX_WORK_TYPES,
    errorMessage: `„workType“ darf höchstens ${MAX_WORK_TYPES}-mal angegeben werden, jeweils mit 1 bis 100 Zeichen.`,
  });
}

/**
 * `GET /jobs`: a page, a search, and filters that narrow both: `workType` (repeatable: any of
 * them, e.g. `?workType=Ausbildung&workType=Duales Studium`), `minSalary` (euros a year) and
 * `near`/`radiusKm` (a place and a radius around it).
 */
export const JobListQuery = Type.Object({
  ...SearchListQuery.properties,
  ...NearQuery.properties,
  workType: Type.Optional(
    WorkTypes('Arbeitszeitmodell, wie bei den Jobs geschrieben (z. B. „Ausbildung“, „Vollzeit“).'),
  ),
  minSalary: Type.Optional(
    Type.Integer({
      title: 'minSalary',
      minimum: 0,
      maximum: MAX_YEARLY_SALARY,
      errorMessage: `„minSalary“ muss eine ganze Zahl von 0 bis ${MAX_YEARLY_SALARY.toLocaleString('de-DE')} (Euro im Jahr) sein.`,
    }),
  ),
});
export type JobListQuery = Static<typeof JobListQuery>;

/** A job of the list: with `near`, how far it is from that place. */
export const JobListItem = Type.Object({ ...Job.properties, distanceKm: DistanceKm });
export type JobListItem = Static<typeof JobListItem>;
