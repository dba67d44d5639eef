import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import type {
  NewOccupation,
  OccupationArea,
  OccupationDetail,
  OccupationKind,
} from '@kompass/contracts/schemas/occupations';
import { courseProvider } from '../courses/course-rows.ts';
import { jobColumns, toJob, type JobRow } from '../jobs/job-rows.ts';
import type { NearFilter } from '../search/list.ts';
import { areaOfKldb } from './areas.ts';
import { slugOf } from './catalogue.ts';
import {
  occupationSummaryColumns,
  toOccupationSummary,
  type OccupationRow,
} from './occupation-rows.ts';
import { occupationQuery } from './occupation-search.ts';
import { listingPay, sourcesOf, statutoryPay } from './pay.ts';

declare module 'fastify' {
  interface FastifyInstance {
    occupations: OccupationsRepository;
  }
}

export type OccupationsRepository = ReturnType<typeof createOccupationsRepository>;

export interface OccupationListOptions {
  page: number;
  size: number;
  search?: string | undefined;
  area?: OccupationArea | undefined;
  kind?: OccupationKind | undefined;
}

/** At most this many listings, companies and courses on an occupation's page. */
const MAX_LINKED = 20;
/** Related occupations shown as a Plan B. */
const MAX_RELATED = 5;

const missing = 'Diesen Beruf gibt es nicht.';

interface DetailRow extends OccupationRow {
  school: string | null;
  regulation_year: number | null;
  specialisations: string[];
  synonyms: string[];
}

export function createOccupationsRepository(db: Database) {
  async function related(row: DetailRow) {
    // Same Berufsgruppe (three digits) first, then the same area, each by shared interest letters.
    const { rows } = await db.query<OccupationRow>(
      `SELECT ${occupationSummaryColumns}
         FROM occupation o
        WHERE o.id <> $1 AND (o.area = $2 OR left(o.kldb, 3) = left($3, 3))
        ORDER BY (left(o.kldb, 3) = left($3, 3)) DESC,
                 (SELECT count(*) FROM regexp_split_to_table(coalesce(o.riasec, ''), '') AS l
                   WHERE l <> '' AND position(l IN $4) > 0) DESC,
                 (o.summary IS NOT NULL) DESC, o.name, o.id
        LIMIT ${MAX_RELATED}`,
      [row.id, row.area, row.kldb ?? '', row.riasec ?? ''],
    );
    return rows.map(toOccupationSummary);
  }

  async function listings(id: string, near: NearFilter | null) {
    // The occupation's jobs (migration 020); within the radius with `near`.
    const { rows } = await db.query<JobRow & { distance_km: number | null; total: number }>(
      `WITH matched AS (
         SELECT j.id, j.name,
                CASE WHEN $2::float8 IS NULL THEN NULL
                     ELSE round(place_distance_km($2::float8, $3::float8, d.lat, d.lon)::numeric, 1)::float8
                END AS distance_km
           FROM job_occupation jo JOIN job j ON j.id = jo.job_id JOIN search_job d ON d.id = j.id
          WHERE jo.occupation_id = $1),
       kept AS (
         SELECT id, distance_km, count(*) OVER () AS total FROM matched
          WHERE $2::float8 IS NULL OR distance_km <= $4::float8
          ORDER BY distance_km NULLS LAST, name, id
          LIMIT ${MAX_LINKED})
       SELECT ${jobColumns}, k.distance_km, k.total::int AS total
         FROM kept k JOIN job j ON j.id = k.id LEFT JOIN users u ON u.id = j.user_id
        ORDER BY k.distance_km NULLS LAST, j.name, j.id`,
      [id, near?.lat ?? null, near?.lon ?? null, near?.radiusKm ?? null],
    );
    return {
      jobs: rows.map((row) => ({ ...toJob(row), distanceKm: row.distance_km })),
      total: rows[0]?.total ?? 0,
    };
  }

  return {
    /** A page of the catalogue: by name, or with a search the best matches first. */
    async list({ page, size, search, area, kind }: OccupationListOptions) {
      const filterParams: unknown[] = [area ?? null, kind ?? null];
      const filters = ['($1::text IS NULL OR o.area = $1)', '($2::text IS NULL OR o.kind = $2)'];
      let order = 'o.name, o.id';
      let orderParams: unknown[] = [];
      if (search !== undefined && search.trim() !== '') {
        const query = occupationQuery(search, filterParams.length + 1);
        if (!query) return { content: [], total: 0 };
        filterParams.push(...query.params);
        filters.push(...query.conditions);
        orderParams = [query.key];
        order = `(o.name_key = $${filterParams.length + 1}) DESC, ${query.nameScore} DESC,
                 ${query.exactScore} DESC, length(o.name), o.name, o.id`;
      }
      const params = [...filterParams, ...orderParams, size, page * size];
      const { rows } = await db.query<OccupationRow & { total: number }>(
        `SELECT ${occupationSummaryColumns}, count(*) OVER ()::int AS total
           FROM occupation o
          WHERE ${filters.join(' AND ')}
          ORDER BY ${order}
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        // A page past the end still says how many there are.
        const counted = await db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM occupation o WHERE ${filters.join(' AND ')}`,
          filterParams,
        );
        total = counted.rows[0]?.total ?? 0;
      }
      return { content: rows.map(toOccupationSummary), total };
    },

    /** The whole occupation with its pay, related ones and what Kompass holds of it; else null. */
    async findById(id: string, near: NearFilter | null = null): Promise<OccupationDetail | null> {
      const { rows } = await db.query<DetailRow>(
        `SELECT ${occupationSummaryColumns}, o.school, o.regulation_year, o.specialisations,
                o.synonyms
           FROM occupation o WHERE o.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      const workTypes =
        row.kind === 'dual' || row.kind === 'schulisch'
          ? ['Ausbildung']
          : row.kind === 'duales-studium'
            ? ['Duales Studium']
            : [];
      const [relatedOnes, found, pay, companies, courses] = await Promise.all([
        related(row),
        listings(id, near),
        db.query<{ min: number | null; max: number | null; count: number }>(
          `SELECT min(j.yearly_salary) AS min, max(j.yearly_salary) AS max, count(*)::int AS count
             FROM job_occupation jo JOIN job j ON j.id = jo.job_id
            WHERE jo.occupation_id = $1 AND j.work_type = ANY($2::text[]) AND j.yearly_salary > 0`,
          [id, workTypes],
        ),
        db.query<{ id: string; name: string }>(
          `SELECT DISTINCT c.id, c.name
             FROM job_occupation jo JOIN company_jobs cj ON cj.job_id = jo.job_id
             JOIN company c ON c.id = cj.company_id
            WHERE jo.occupation_id = $1
            ORDER BY c.name, c.id LIMIT ${MAX_LINKED}`,
          [id],
        ),
        row.kind === 'studium' || row.kind === 'duales-studium'
          ? db.query<{
              id: string;
              name: string;
              provider: { id: string; name: string; location: string } | null;
            }>(
              `SELECT co.id, co.name, (SELECT ${courseProvider('co.id')}) AS provider
                 FROM course co WHERE occupation_of_title(co.name) = $1
                ORDER BY co.name, co.id LIMIT ${MAX_LINKED}`,
              [id],
            )
          : Promise.resolve({ rows: [] }),
      ]);
      const listingRange = pay.rows[0];
      return {
        ...toOccupationSummary(row),
        specialisations: row.specialisations,
        school: row.school,
        regulationYear: row.regulation_year,
        synonyms: row.synonyms,
        pay: {
          statutoryMinimum: row.kind === 'dual' ? statutoryPay(row.duration_months) : null,
          listings:
            listingRange && listingRange.count > 0
              ? listingPay(Number(listingRange.min), Number(listingRange.max), listingRange.count)
              : null,
        },
        related: relatedOnes,
        jobs: found.jobs,
        jobsTotal: found.total,
        companies: companies.rows,
        courses: courses.rows,
        sources: sourcesOf(row),
      };
    },

    /** Adds an occupation (admins); its id is the slug of its name. 409 when the name is taken. */
    async create(occupation: NewOccupation): Promise<string> {
      const id = slugOf(occupation.name);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO occupation (id, name, kind, kldb, area, duration_months, summary, school,
                                 riasec, regulation_year, specialisations, synonyms, topics,
                                 origin)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'admin')
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [id, ...columnValues(occupation)],
      );
      if (!rows[0]) throw new HttpError(409, 'Einen Beruf mit diesem Namen gibt es schon.');
      return rows[0].id;
    },

    /**
     * Replaces an occupation's facts (admins); the id stays, so links and bookmarks keep
     * working. The data files leave it alone from now on.
     */
    async update(id: string, occupation: NewOccupation): Promise<void> {
      const taken = await db.query('SELECT 1 FROM occupation WHERE name = $1 AND id <> $2', [
        occupation.name,
        id,
      ]);
      if (taken.rows.length > 0) {
        throw new HttpError(409, 'Einen Beruf mit diesem Namen gibt es schon.');
      }
      const { rowCount } = await db.query(
        `UPDATE occupation SET name = $2, kind = $3, kldb = $4, area = $5, duration_months = $6,
                summary = $7, school = $8, riasec = $9, regulation_year = $10,
                specialisations = $11, synonyms = $12, topics = $13, origin = 'admin'
          WHERE id = $1`,
        [id, ...columnValues(occupation)],
      );
      if (rowCount === 0) throw notFound(missing);
    },

    /** Removes an occupation (admins), and with it its bookmarks. */
    async delete(id: string): Promise<void> {
      const { rowCount } = await db.query('DELETE FROM occupation WHERE id = $1', [id]);
      if (rowCount === 0) throw notFound(missing);
    },
  };
}

function columnValues(occupation: NewOccupation): unknown[] {
  return [
    occupation.name,
    occupation.kind,
    occupation.kldb,
    areaOfKldb(occupation.kldb),
    occupation.durationMonths ?? null,
    occupation.summary ?? null,
    occupation.school ?? null,
    occupation.riasec ?? null,
    occupation.regulationYear ?? null,
    occupation.specialisations ?? [],
    occupation.synonyms ?? [],
    occupation.topics ?? [],
  ];
}

export default fp(
  async (fastify) => {
    fastify.decorate('occupations', createOccupationsRepository(fastify.db));
  },
  { name: 'occupations-repository', dependencies: ['db'] },
);
