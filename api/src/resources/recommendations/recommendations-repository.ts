import type { Static } from 'typebox';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { createCatalogue, recommend, type Catalogue } from '../../interests/ranking.ts';
import type { Company, Course, Job } from '@kompass/contracts/schemas/entities';
import type { JobRequirement } from '@kompass/contracts/qualification';
import type { ListingRecommendations } from '@kompass/contracts/schemas/interests';
import { isCollege, toCompany, type CompanyRow } from '../companies/company-rows.ts';
import { courseColumns, providerColumn, toCourse, type CourseRow } from '../courses/course-rows.ts';
import type {
  InterestsRepository,
  RecommendationInput,
} from '../interests/interests-repository.ts';
import { jobColumns, jobFrom, toJob, type JobRow } from '../jobs/job-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'Für dich' (`GET /api/recommendations` answers `recommendations.forUser(userId, limit)`). */
    recommendations: RecommendationsRepository;
  }
}

export type RecommendationsRepository = Awaited<ReturnType<typeof createRecommendationsRepository>>;
type RecommendationsAnswer = Static<typeof ListingRecommendations>;
type CourseWithProvider = CourseRow & { company: CompanyRow | null };

interface CatalogueRow {
  entity_type: 'job' | 'course';
  id: string;
  code: string;
  study: boolean;
  company_id: string | null;
  requires: JobRequirement;
}

/** What a user has finished; without the setting a school leaver, who has neither. */
export type Qualification = JobRequirement;

/** The listings a user may start: a degree opens posts that ask for a training or a degree. */
const startable: Record<Qualification, ReadonlySet<JobRequirement>> = {
  keine: new Set(['keine']),
  ausbildung: new Set(['keine', 'ausbildung']),
  studium: new Set(['keine', 'ausbildung', 'studium']),
};

export function qualificationOf(value: string | null | undefined): Qualification {
  return value === 'ausbildung' || value === 'studium' ? value : 'keine';
}

/** One catalogue per qualification, each built when first asked for. */
export type Catalogues = (qualification: Qualification) => Catalogue;

/** What ranking needs of every job and course: no names, no texts. */
export async function loadCatalogue(db: Database): Promise<Catalogues> {
  const [items, popularity] = await Promise.all([
    db.query<CatalogueRow>(
      `SELECT 'job' AS entity_type, j.id, j.interest_code AS code, j.requires,
              (j.work_type ILIKE '%studium%') AS study,
              (SELECT cj.company_id FROM company_jobs cj JOIN company c ON c.id = cj.company_id
                WHERE cj.job_id = j.id ORDER BY c.name, c.id LIMIT 1) AS company_id
         FROM job j
       UNION ALL
       SELECT 'course', co.id, co.interest_code, 'keine', true,
              (SELECT cc.company_id FROM company_courses cc JOIN company c ON c.id = cc.company_id
                WHERE cc.course_id = co.id ORDER BY ${isCollege('c')} DESC, c.name, c.id LIMIT 1)
         FROM course co`,
    ),
    // Views of the last 30 days and saves: what "popular" means for users without answers.
    db.query<{ id: string; count: number }>(
      `SELECT id, sum(n)::int AS count FROM (
         SELECT entity_id AS id, views AS n FROM entity_view_counts_30d
          WHERE entity_type IN ('job', 'course')
         UNION ALL
         SELECT coalesce(job_id, course_id), count(*) FROM bookmarks
          WHERE entity_type IN ('job', 'course') GROUP BY 1
       ) counted GROUP BY id`,
    ),
  ]);
  const popular = new Map(popularity.rows.map((row) => [row.id, row.count]));
  const built = new Map<Qualification, Catalogue>();
  return (qualification) => {
    let catalogue = built.get(qualification);
    if (!catalogue) {
      const allowed = startable[qualification];
      catalogue = createCatalogue(
        items.rows
          .filter((row) => allowed.has(row.requires))
          .map((row) => ({
            entityType: row.entity_type,
            id: row.id,
            code: row.code,
            study: row.study,
            companyId: row.company_id,
          })),
        popular,
      );
      built.set(qualification, catalogue);
    }
    return catalogue;
  };
}

/**
 * Recommendations from a catalogue kept in memory (ids, codes, tracks, companies, popularity):
 * ranking 100,000 jobs reads no rows per request, only the chosen items' summaries. The catalogue
 * is dropped when a NOTIFY says jobs, courses or companies changed (migration 010) and after
 * `ttlSeconds`; with 0 or while notifications are down it is read for every request.
 */
export async function createRecommendationsRepository(
  db: Database,
  interests: InterestsRepository,
  ttlSeconds: number,
) {
  let cached: { catalogue: Catalogues; until: number } | undefined;
  let loading: Promise<Catalogues> | undefined;
  let generation = 0;
  const forget = () => {
    generation += 1;
    cached = undefined;
    loading = undefined;
  };
  const stop =
    ttlSeconds > 0
      ? await db.notifications.listen('kompass_content', { notify: forget, gap: forget })
      : async () => {};

  async function catalogue(): Promise<Catalogues> {
    if (ttlSeconds <= 0 || !db.notifications.live) return loadCatalogue(db);
    if (cached && cached.until > Date.now()) return cached.catalogue;
    if (!loading) {
      const seen = generation;
      const load = loadCatalogue(db);
      loading = load;
      load.then(
        (loaded) => {
          if (generation === seen)
            cached = { catalogue: loaded, until: Date.now() + ttlSeconds * 1000 };
          if (loading === load) loading = undefined;
        },
        () => {
          if (loading === load) loading = undefined;
        },
      );
    }
    return loading;
  }

  /**
   * The chosen listings' summaries in one statement (jobs and courses each as a JSON array of
   * their rows, the same fields the row protocol gives): one round trip instead of two.
   */
  async function summaries(jobIds: string[], courseIds: string[]) {
    const items = new Map<string, { item: Job | Course; company: Company | null }>();
    if (jobIds.length === 0 && courseIds.length === 0) return items;
    const { rows } = await db.query<{ jobs: JobRow[]; courses: CourseWithProvider[] }>(
      `SELECT (SELECT coalesce(json_agg(found), '[]')
                 FROM (SELECT ${jobColumns} FROM ${jobFrom} WHERE j.id = ANY($1::uuid[])) found
              ) AS jobs,
              (SELECT coalesce(json_agg(found), '[]')
                 FROM (SELECT ${courseColumns}, ${providerColumn}
                         FROM course co WHERE co.id = ANY($2::uuid[])) found
              ) AS courses`,
      [jobIds, courseIds],
      { prepare: true },
    );
    const { jobs, courses } = rows[0]!;
    for (const row of jobs) items.set(`job:${row.id}`, { item: toJob(row), company: null });
    for (const row of courses) {
      items.set(`course:${row.id}`, {
        item: toCourse(row),
        company: row.company ? toCompany(row.company) : null,
      });
    }
    return items;
  }

  return {
    /** The user's recommendations, best first, with the profile they come from. */
    async forUser(
      userId: string,
      limit = 10,
      profile: Promise<RecommendationInput> = interests.recommendationInput(userId),
    ): Promise<RecommendationsAnswer> {
      const [input, loaded] = await Promise.all([profile, catalogue()]);
      // Posts that need a training or degree the user has not finished are not suggested.
      const picks = recommend(loaded(qualificationOf(input.qualification)), input, limit);
      const ids = (type: 'job' | 'course') =>
        picks.filter((pick) => pick.entry.entityType === type).map((pick) => pick.entry.id);
      const items = await summaries(ids('job'), ids('course'));
      const content: RecommendationsAnswer['content'] = [];
      for (const pick of picks) {
        // Gone since the catalogue was read: left out rather than shown broken.
        const found = items.get(`${pick.entry.entityType}:${pick.entry.id}`);
        if (!found) continue;
        content.push({
          entityType: pick.entry.entityType,
          entityId: pick.entry.id,
          ...found,
          score: pick.score,
          reasons: pick.reasons,
          discover: pick.discover,
        });
      }
      return { content, profile: input.profile };
    },

    close: stop,
  };
}

export default fp(
  async (fastify) => {
    const repository = await createRecommendationsRepository(
      fastify.db,
      fastify.interests,
      fastify.config.cacheSeconds,
    );
    fastify.decorate('recommendations', repository);
    fastify.addHook('onClose', async () => {
      await repository.close();
    });
  },
  { name: 'recommendations-repository', dependencies: ['db', 'interests-repository'] },
);
