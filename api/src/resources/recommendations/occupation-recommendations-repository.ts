import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import {
  occupationEntry,
  rankOccupations,
  type OccupationEntry,
} from '../../interests/occupation-ranking.ts';
import type { ProfileWithEvidence } from '../../interests/profile.ts';
import type {
  OccupationRecommendation,
  OccupationRecommendations,
} from '@kompass/contracts/schemas/occupation-recommendations';
import type { OccupationSummary } from '@kompass/contracts/schemas/occupations';
import type { InterestsRepository } from '../interests/interests-repository.ts';
import {
  occupationOwnColumns,
  toOccupationSummary,
  type OccupationRow,
} from '../occupations/occupation-rows.ts';
import type { NearFilter } from '../search/list.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'Für dich' by occupation (`GET /api/recommendations/occupations`). */
    occupationRecommendations: OccupationRecommendationsRepository;
  }
}

export type OccupationRecommendationsRepository = ReturnType<
  typeof createOccupationRecommendationsRepository
>;

/** How many nearest listings and companies a 'Noch keine Angebote in deiner Nähe' hint names. */
const HINTS = 3;

/** What ranking needs of every occupation, and the summary a card shows. */
interface Catalogue {
  entries: OccupationEntry[];
  summaries: Map<string, OccupationSummary>;
}

/**
 * Every occupation with its listings' count: a few hundred rows, the same for every user. The
 * counts take a scan of the listings at 100,000 jobs, so this is read once per `ttlSeconds`, not
 * per request (docs/performance.md#recommendations).
 */
async function loadCatalogue(db: Database): Promise<Catalogue> {
  const { rows } = await db.query<OccupationRow>(
    `SELECT ${occupationOwnColumns}, coalesce(c.n, 0)::int AS job_count
       FROM occupation o
       LEFT JOIN (SELECT occupation_id, count(*) AS n FROM job_occupation GROUP BY 1) c
         ON c.occupation_id = o.id`,
  );
  return {
    entries: rows.map((row) =>
      occupationEntry({
        id: row.id,
        area: row.area,
        kind: row.kind,
        riasec: row.riasec,
        topics: row.topics,
        jobCount: row.job_count,
      }),
    ),
    summaries: new Map(rows.map((row) => [row.id, toOccupationSummary(row)])),
  };
}

/**
 * Occupations that fit the caller's profile (interest code and topics), each with its listings
 * near a place or, when none are near, the nearest ones and companies offering it.
 */
export function createOccupationRecommendationsRepository(
  db: Database,
  interests: InterestsRepository,
  ttlSeconds: number,
) {
  // The catalogue does not depend on who asks: an edit or a new listing shows within
  // `ttlSeconds` (0: read for every request).
  let cached: { catalogue: Catalogue; until: number } | undefined;
  let loading: Promise<Catalogue> | undefined;
  async function catalogue(): Promise<Catalogue> {
    if (ttlSeconds <= 0) return loadCatalogue(db);
    if (cached && cached.until > Date.now()) return cached.catalogue;
    // Requests arriving together share one read.
    loading ??= loadCatalogue(db).then(
      (loaded) => {
        cached = { catalogue: loaded, until: Date.now() + ttlSeconds * 1000 };
        loading = undefined;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  /** Per occupation: listings within the radius, and the nearest one's distance among them. */
  async function countsNear(ids: string[], near: NearFilter) {
    const { rows } = await db.query<{ occupation_id: string; n: number; km: number }>(
      `SELECT occupation_id, count(*)::int AS n, round(min(km)::numeric, 1)::float8 AS km
         FROM (SELECT jo.occupation_id, place_distance_km($2, $3, sj.lat, sj.lon) AS km
                 FROM job_occupation jo JOIN search_job sj ON sj.id = jo.job_id
                WHERE jo.occupation_id = ANY($1::text[]) AND sj.lat IS NOT NULL) d
        WHERE km <= $4
        GROUP BY 1`,
      [ids, near.lat, near.lon, near.radiusKm],
    );
    return new Map(rows.map((row) => [row.occupation_id, { count: row.n, km: row.km }]));
  }

  /** For occupations with nothing near: the nearest listings and companies offering it. */
  async function hints(ids: string[], near: NearFilter) {
    if (ids.length === 0) return { nearest: new Map(), companies: new Map() };
    const [nearest, companies] = await Promise.all([
      db.query<{ occupation_id: string; id: string; name: string; location: string; km: number }>(
        `SELECT o.id AS occupation_id, n.id, n.name, n.location, n.km
           FROM unnest($1::text[]) AS o(id)
           CROSS JOIN LATERAL (
             SELECT j.id, j.name, j.location,
                    round(place_distance_km($2, $3, sj.lat, sj.lon)::numeric, 1)::float8 AS km
               FROM job_occupation jo
               JOIN job j ON j.id = jo.job_id
               JOIN search_job sj ON sj.id = jo.job_id
              WHERE jo.occupation_id = o.id AND sj.lat IS NOT NULL
              ORDER BY km, j.id LIMIT ${HINTS}) n
          ORDER BY o.id, n.km`,
        [ids, near.lat, near.lon],
      ),
      db.query<{ occupation_id: string; id: string; name: string }>(
        `SELECT o.id AS occupation_id, c.id, c.name
           FROM unnest($1::text[]) AS o(id)
           CROSS JOIN LATERAL (
             SELECT DISTINCT c.id, c.name
               FROM job_occupation jo
               JOIN company_jobs cj ON cj.job_id = jo.job_id
               JOIN company c ON c.id = cj.company_id
              WHERE jo.occupation_id = o.id
              ORDER BY c.name, c.id LIMIT ${HINTS}) c
          ORDER BY o.id, c.name`,
        [ids],
      ),
    ]);
    const group = <T extends { occupation_id: string }, U>(rows: T[], map: (row: T) => U) => {
      const grouped = new Map<string, U[]>();
      for (const row of rows) {
        const list = grouped.get(row.occupation_id) ?? [];
        list.push(map(row));
        grouped.set(row.occupation_id, list);
      }
      return grouped;
    };
    return {
      nearest: group(nearest.rows, ({ id, name, location, km }) => ({
        id,
        name,
        location,
        distanceKm: km,
      })),
      companies: group(companies.rows, ({ id, name }) => ({ id, name })),
    };
  }

  return {
    async forUser(
      userId: string,
      {
        limit = 10,
        near,
        place,
        profile = interests.withEvidence(userId),
      }: {
        limit?: number;
        near?: NearFilter;
        place?: string;
        /** The caller's profile when it is being read already (home reads it once for both rails). */
        profile?: Promise<ProfileWithEvidence>;
      },
    ): Promise<OccupationRecommendations> {
      const [input, { entries, summaries }] = await Promise.all([profile, catalogue()]);
      const picks = rankOccupations(entries, input, limit);
      const ids = picks.map((pick) => pick.entry.id);
      const counts = near ? await countsNear(ids, near) : undefined;
      const empty = counts ? ids.filter((id) => !counts.has(id)) : [];
      const found = near ? await hints(empty, near) : undefined;
      const content: OccupationRecommendation[] = [];
      for (const pick of picks) {
        const occupation = summaries.get(pick.entry.id);
        if (!occupation) continue;
        const within = counts?.get(pick.entry.id);
        const nearest = found?.nearest.get(pick.entry.id) ?? [];
        content.push({
          occupation,
          score: pick.score,
          reasons: pick.reasons,
          jobsNear: counts ? (within?.count ?? 0) : null,
          nearestKm: within?.km ?? nearest[0]?.distanceKm ?? null,
          nearest,
          companies: found?.companies.get(pick.entry.id) ?? [],
        });
      }
      return { content, profile: input.profile, near: near ? (place ?? null) : null };
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'occupationRecommendations',
      createOccupationRecommendationsRepository(
        fastify.db,
        fastify.interests,
        fastify.config.cacheSeconds,
      ),
    );
  },
  {
    name: 'occupation-recommendations-repository',
    dependencies: ['db', 'interests-repository'],
  },
);
