import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import { listOrSearch } from '../search/list.ts';
import { courseSearch } from '../search/targets.ts';
import { withoutCourseWords } from '../courses/courses-repository.ts';
import { courseColumns, toCourse, type CourseRow } from '../courses/course-rows.ts';
import type { ListCaches } from '../search/list-caches-service.ts';
import {
  occupationAreaNames,
  type OccupationArea,
  type OccupationKind,
  type OccupationTopic,
} from '@kompass/contracts/schemas/occupations';
import { nameHints } from './interest-words.ts';

declare module 'fastify' {
  interface FastifyInstance {
    assistantData: AssistantRepository;
  }
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;

export interface NamedEntry {
  id: string;
  name: string;
}

/** An occupation of the catalogue as the assistant answers about it. */
export interface OccupationHit extends NamedEntry {
  kind: OccupationKind;
  areaName: string;
  durationMonths: number | null;
  summary: string | null;
  school: string | null;
  /** Old and everyday names ('Krankenschwester'). */
  otherNames: string[];
}

/** A job in the words the assistant uses (no author: the assistant never names users). */
export interface AssistantJob extends NamedEntry {
  description: string;
  location: string;
  workType: string;
  yearlySalary: number;
}

interface OccupationHitRow {
  id: string;
  name: string;
  kind: OccupationHit['kind'];
  area: OccupationArea;
  duration_months: number | null;
  summary: string | null;
  school: string | null;
  synonyms: string[];
}

const occupationHitColumns =
  'o.id, o.name, o.kind, o.area, o.duration_months, o.summary, o.school, o.synonyms';

function toOccupationHit(row: OccupationHitRow): OccupationHit {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    areaName: occupationAreaNames[row.area],
    durationMonths: row.duration_months,
    summary: row.summary,
    school: row.school,
    otherNames: row.synonyms,
  };
}

/** Occupations a topic list may show per area: a list of six is not six farming jobs. */
const PER_AREA = 3;

/** How many offers of one item the assistant lists at most. */
const MAX_OFFERS = 5;

/**
 * How long the list of job names is reused. A job added since is not yet known as an
 * occupation for that long: the fact check then does not ask for it in the records.
 */
const JOB_NAMES_TTL_MS = 60_000;

/**
 * The few reads 'Frag unsere KI' needs beyond the searchable lists: who offers a job or course,
 * and examples of a kind. Searching itself goes through the jobs, companies and courses
 * repositories (the product's search engine).
 */
export function createAssistantRepository(db: Queryable, caches: ListCaches) {
  let jobNames: { at: number; names: Promise<string[]> } | null = null;

  /** The companies linked to a job (`company_jobs`) or a course (`company_courses`), by name. */
  async function companiesLinkedTo(
    offer: 'job' | 'course',
    offerId: string,
  ): Promise<(NamedEntry & { branch: string })[]> {
    const { rows } = await db.query<NamedEntry & { branch: string }>(
      `SELECT c.id, c.name, c.branch
         FROM company_${offer}s link JOIN company c ON c.id = link.company_id
        WHERE link.${offer}_id = $1
        ORDER BY c.name, c.id
        LIMIT ${MAX_OFFERS}`,
      [offerId],
    );
    return rows;
  }

  return {
    /** Every distinct job name, for the language model's fact check. */
    jobNames(): Promise<string[]> {
      if (!jobNames || Date.now() - jobNames.at > JOB_NAMES_TTL_MS) {
        const names = db
          .query<{ name: string }>('SELECT DISTINCT name FROM job')
          .then((result) => result.rows.map((row) => row.name));
        // A failed read is not kept: the next question asks again.
        names.catch(() => (jobNames = null));
        jobNames = { at: Date.now(), names };
      }
      return jobNames.names;
    },

    /**
     * The best matching study courses, without the provider the course list adds to each:
     * with every company of the scale data linked to courses, that column costs more than the
     * search (the assistant asks for providers only where it names them).
     */
    async searchCourses(search: string, limit: number) {
      const { rows } = await listOrSearch<CourseRow>(db, {
        target: courseSearch,
        ...caches,
        alias: 'co',
        columns: courseColumns,
        orderBy: 'co.name, co.id',
        search: withoutCourseWords(search),
        page: 0,
        size: limit,
      });
      return rows.map(toCourse);
    },

    /** Companies that list the job, by name. */
    companiesOfJob: (jobId: string) => companiesLinkedTo('job', jobId),

    /** Universities, colleges and companies that offer the course, by name. */
    providersOfCourse: (courseId: string) => companiesLinkedTo('course', courseId),

    /** Jobs and courses a company lists, by name. */
    async offersOfCompany(
      companyId: string,
    ): Promise<{ jobs: NamedEntry[]; courses: NamedEntry[] }> {
      const [jobs, courses] = await Promise.all([
        db.query<NamedEntry>(
          `SELECT j.id, j.name FROM company_jobs cj JOIN job j ON j.id = cj.job_id
            WHERE cj.company_id = $1 ORDER BY j.name, j.id LIMIT ${MAX_OFFERS}`,
          [companyId],
        ),
        db.query<NamedEntry>(
          `SELECT co.id, co.name FROM company_courses cc JOIN course co ON co.id = cc.course_id
            WHERE cc.company_id = $1 ORDER BY co.name, co.id LIMIT ${MAX_OFFERS}`,
          [companyId],
        ),
      ]);
      return { jobs: jobs.rows, courses: courses.rows };
    },

    /** A few jobs whose kind of work starts with `workType` (e.g. 'Ausbildung'), by name. */
    async jobsOfWorkType(workType: string, limit: number): Promise<AssistantJob[]> {
      const { rows } = await db.query<AssistantJob>(
        `SELECT id, name, description, location, work_type AS "workType",
                yearly_salary::float8 AS "yearlySalary"
           FROM job WHERE work_type ILIKE $1 || '%' ORDER BY name, id LIMIT $2`,
        [workType, limit],
      );
      return rows;
    },

    /** The occupations of these ids with what the assistant says of them, in the ids' order. */
    async occupationsById(ids: string[]): Promise<OccupationHit[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<OccupationHitRow>(
        `SELECT ${occupationHitColumns} FROM occupation o WHERE o.id = ANY($1::text[])`,
        [ids],
      );
      const byId = new Map(rows.map((row) => [row.id, toOccupationHit(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Occupations about all of `topics` (else those about most of them): those whose name says
     * so ('Tier…'), then those whose profile names the topic first, then described ones with
     * listings in Kompass; at most three per area, so the list shows the range.
     */
    async occupationsWithTopics(
      topics: OccupationTopic[],
      limit: number,
    ): Promise<OccupationHit[]> {
      const hints = topics.flatMap((topic) => (nameHints[topic] ?? []).map((part) => `%${part}%`));
      const { rows } = await db.query<OccupationHitRow & { area: OccupationArea }>(
        `SELECT ${occupationHitColumns}
           FROM occupation o
          WHERE o.topics && $1::text[]
          ORDER BY (SELECT count(*) FROM unnest(o.topics) t WHERE t = ANY($1::text[])) DESC,
                   (o.name_key LIKE ANY($2::text[])) DESC,
                   (SELECT min(p) FROM unnest(o.topics) WITH ORDINALITY AS t(topic, p)
                     WHERE topic = ANY($1::text[])),
                   (o.summary IS NOT NULL) DESC,
                   (SELECT count(*) FROM job_occupation jo WHERE jo.occupation_id = o.id) DESC,
                   o.name, o.id
          LIMIT 60`,
        [topics, hints],
      );
      const perArea = new Map<string, number>();
      const picked: OccupationHit[] = [];
      for (const row of rows) {
        const taken = perArea.get(row.area) ?? 0;
        if (taken >= PER_AREA) continue;
        perArea.set(row.area, taken + 1);
        picked.push(toOccupationHit(row));
        if (picked.length === limit) break;
      }
      return picked;
    },

    /** A few study courses, by name. */
    async someCourses(limit: number): Promise<(NamedEntry & { description: string })[]> {
      const { rows } = await db.query<NamedEntry & { description: string }>(
        `SELECT id, name, description FROM course ORDER BY name, id LIMIT $1`,
        [limit],
      );
      return rows;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('assistantData', createAssistantRepository(fastify.db, fastify.listCaches));
  },
  { name: 'assistant-repository', dependencies: ['db', 'list-caches'] },
);
