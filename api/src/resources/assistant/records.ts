import { withoutAssistantInstructions } from '@kompass/contracts/assistant-instructions';
import {
  occupationKindNames,
  type OccupationDetail,
  type OccupationTopic,
} from '@kompass/contracts/schemas/occupations';
import type { AssistantJob, NamedEntry, OccupationHit } from './assistant-repository.ts';

export type { OccupationHit } from './assistant-repository.ts';

/**
 * What the assistant's answers are made of: the records it cites (a source card and the fields
 * a sentence may state), built from the catalogue's rows, and their numbering in an answer.
 */

export type SourceType = 'job' | 'company' | 'course' | 'tip' | 'occupation';

export interface Source {
  entityType: SourceType;
  entityId: string;
  title: string;
}

/** A record as retrieved: its card and the fields the answer (or a language model) may use. */
export interface RetrievedRecord {
  source: Source;
  fields: Record<string, string | number>;
}

export type DraftKind = 'answer' | 'nothingFound' | 'refusal';

export interface Draft {
  kind: DraftKind;
  text: string;
  /** The records the text cites, in the order of their numbers. */
  records: RetrievedRecord[];
  /** Whether a person would help here: the Berufsberatung is offered as a link under it. */
  humanRoute?: boolean;
}

export interface CourseHit extends NamedEntry {
  description: string;
}

export interface CompanyHit extends NamedEntry {
  branch: string;
  about: string;
  website: string;
}

export interface Tip {
  id: string;
  title: string;
  text: string;
}

/** An occupation of the catalogue as the assistant reads it (docs/occupations.md). */

export type OccupationPay = OccupationDetail['pay'];

export interface FitItem {
  entityType: 'job' | 'course';
  entityId: string;
  name: string;
  reasons: string[];
}

/** What the catalogue mode reads; the service binds it to the repositories and the caller. */
export interface CatalogueData {
  searchJobs(text: string, limit: number): Promise<AssistantJob[]>;
  searchCourses(text: string, limit: number): Promise<CourseHit[]>;
  searchCompanies(text: string, limit: number): Promise<CompanyHit[]>;
  companiesOfJob(jobId: string): Promise<NamedEntry[]>;
  providersOfCourse(courseId: string): Promise<NamedEntry[]>;
  offersOfCompany(companyId: string): Promise<{ jobs: NamedEntry[]; courses: NamedEntry[] }>;
  jobsOfWorkType(workType: string, limit: number): Promise<AssistantJob[]>;
  someCourses(limit: number): Promise<CourseHit[]>;
  tips(kind: 'applications' | 'learning'): Promise<Tip[]>;
  /** The occupation search (name, old and everyday names, topics), best first. */
  searchOccupations(text: string, limit: number): Promise<OccupationHit[]>;
  /** Occupations about all of these catalogue topics (or most of them), a few per area. */
  occupationsWithTopics(topics: OccupationTopic[], limit: number): Promise<OccupationHit[]>;
  /** What an occupation pays and where each figure comes from; null when it is gone. */
  occupationPay(id: string): Promise<OccupationPay | null>;
  /** The caller's recommendations; null when there is no interest profile (yet). */
  recommendations(limit: number): Promise<FitItem[] | null>;
  /** Every job name in the catalogue: the occupations the model's answer is checked for. */
  jobNames(): Promise<string[]>;
}

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

const money = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
export const euros = (value: number) => `${money.format(value)} €`;

/**
 * The first sentences of a description, at most about `max` characters. A description is data:
 * sentences in it that address an assistant are left out, so they are neither quoted nor sent
 * to a language model.
 */
export function excerpt(text: string, max = 260): string {
  const clean = withoutAssistantInstructions(text).replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+/g) ?? [];
  let result = '';
  for (const sentence of sentences) {
    if ((result + sentence).length > max) break;
    result += sentence;
  }
  return (result || `${clean.slice(0, max).replace(/\s+\S*$/, '')} …`).trim();
}

/** Numbers the records an answer cites; the same record keeps its number. */
export class Citations {
  readonly records: RetrievedRecord[] = [];

  cite(record: RetrievedRecord): string {
    let index = this.records.findIndex(
      (known) =>
        known.source.entityType === record.source.entityType &&
        known.source.entityId === record.source.entityId,
    );
    if (index < 0) {
      this.records.push(record);
      index = this.records.length - 1;
    }
    return `[${index + 1}]`;
  }
}

export const jobRecord = (job: AssistantJob): RetrievedRecord => ({
  source: { entityType: 'job', entityId: job.id, title: job.name },
  fields: {
    art: 'Beruf',
    name: job.name,
    beschreibung: excerpt(job.description, 600),
    ort: job.location,
    arbeitsmodell: job.workType,
    jahresgehaltEuro: job.yearlySalary,
  },
});
export const courseRecord = (course: CourseHit): RetrievedRecord => ({
  source: { entityType: 'course', entityId: course.id, title: course.name },
  fields: { art: 'Studiengang', name: course.name, beschreibung: excerpt(course.description, 600) },
});
export const companyRecord = (company: CompanyHit): RetrievedRecord => ({
  source: { entityType: 'company', entityId: company.id, title: company.name },
  fields: {
    art: 'Unternehmen oder Hochschule',
    name: company.name,
    branche: company.branch,
    beschreibung: excerpt(company.about, 400),
    website: company.website,
  },
});
export const namedCompany = (company: NamedEntry): RetrievedRecord => ({
  source: { entityType: 'company', entityId: company.id, title: company.name },
  fields: { art: 'Unternehmen oder Hochschule', name: company.name },
});
export const namedJob = (job: NamedEntry): RetrievedRecord => ({
  source: { entityType: 'job', entityId: job.id, title: job.name },
  fields: { art: 'Beruf', name: job.name },
});
export const namedCourse = (course: NamedEntry): RetrievedRecord => ({
  source: { entityType: 'course', entityId: course.id, title: course.name },
  fields: { art: 'Studiengang', name: course.name },
});
export const tipRecord = (tip: Tip, kind: string): RetrievedRecord => ({
  source: { entityType: 'tip', entityId: tip.id, title: tip.title },
  fields: { art: kind, titel: tip.title, text: excerpt(tip.text, 600) },
});

/** A regular duration in years, as people say it: '3 Jahre', '3,5 Jahre', '1 Jahr'. */
export function durationText(months: number): string {
  if (months === 12) return '1 Jahr';
  return `${(months / 12).toLocaleString('de-DE', { maximumFractionDigits: 1 })} Jahre`;
}

/** 'A, B und C'. */
export function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}

/**
 * An occupation of the catalogue as a source; its page is `/occupations/:id`. With `pay`, the
 * pay per training year and the listings' range with their sources, so a model may state them.
 */
export function occupationRecord(
  occupation: OccupationHit,
  pay: OccupationPay | null = null,
): RetrievedRecord {
  const fields: RetrievedRecord['fields'] = {
    art: 'Beruf aus dem Berufe-Katalog',
    name: occupation.name,
    ausbildungsart: occupationKindNames[occupation.kind],
    bereich: occupation.areaName,
  };
  if (occupation.durationMonths !== null) {
    fields.regeldauer = `${occupation.durationMonths} Monate (${durationText(occupation.durationMonths)})`;
  }
  if (occupation.summary) fields.wasDuMachst = excerpt(occupation.summary, 600);
  if (occupation.school) fields.schulabschlussDerMeisten = occupation.school;
  if (occupation.otherNames.length > 0) fields.andereNamen = occupation.otherNames.join(', ');
  if (pay?.statutoryMinimum) {
    fields.mindestverguetungImMonat = pay.statutoryMinimum.monthlyByYear
      .map((amount, year) => `${year + 1}. Ausbildungsjahr: ${euros(amount)}`)
      .join(', ');
    fields.mindestverguetungQuelle = pay.statutoryMinimum.source;
  }
  if (pay?.listings) {
    fields.verguetungInKompassImMonat = pay.listings.label;
    fields.verguetungInKompassQuelle = pay.listings.source;
  }
  return {
    source: { entityType: 'occupation', entityId: occupation.id, title: occupation.name },
    fields,
  };
}

export type Hit =
  | { kind: 'job'; job: AssistantJob }
  | { kind: 'course'; course: CourseHit }
  | { kind: 'company'; company: CompanyHit };

/** What a hit says about itself: where the topic's words must be found. */
export const textOf = (hit: Hit) =>
  hit.kind === 'job'
    ? `${hit.job.name} ${hit.job.description} ${hit.job.location} ${hit.job.workType}`
    : hit.kind === 'course'
      ? `${hit.course.name} ${hit.course.description}`
      : `${hit.company.name} ${hit.company.branch} ${hit.company.about}`;

export const nameOf = (hit: Hit) =>
  hit.kind === 'job' ? hit.job.name : hit.kind === 'course' ? hit.course.name : hit.company.name;
