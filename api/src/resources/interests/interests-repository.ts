import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import { qualificationSettingKey } from '@kompass/contracts/qualification';
import {
  deriveProfile,
  dimensionLetters,
  type Dimensions,
  type InterestProfile,
  type ProfileWithEvidence,
} from '../../interests/profile.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's RIASEC profile (`GET /api/interests` answers `interests.get(userId)`). */
    interests: InterestsRepository;
  }
}

export type InterestsRepository = ReturnType<typeof createInterestsRepository>;

/**
 * One row per answered question that speaks for a dimension or topic (none: one row of nulls),
 * each with the adjusted values (null when not adjusted) and the finished qualification.
 */
interface InputRow {
  answers: string[] | null;
  answer_dimensions: string[] | null;
  answer_topics: string[] | null;
  settings_key: string | null;
  value: string | null;
  r: number | null;
  i: number | null;
  a: number | null;
  s: number | null;
  e: number | null;
  c: number | null;
  qualification: string | null;
}

/** The profile with its evidence, and what the user has finished (the raw setting, if any). */
export type RecommendationInput = ProfileWithEvidence & { qualification: string | null };

/**
 * A user's interest profile: derived from their onboarding answers (settings) or, after they
 * adjusted it, the six values they stored. Reads nothing else about the user but the finished
 * qualification that 'Für dich' filters by.
 */
export function createInterestsRepository(db: Queryable) {
  /**
   * Everything 'Für dich' ranks by, in one round trip: it is read on every home page, and each
   * query costs the API a socket write and PostgreSQL a statement (docs/performance.md).
   */
  async function recommendationInput(userId: string): Promise<RecommendationInput> {
    const { rows } = await db.query<InputRow>(
      `SELECT q.answers, q.answer_dimensions, q.answer_topics, q.settings_key, s.value,
              p.r, p.i, p.a, p.s, p.e, p.c,
              (SELECT value FROM settings WHERE user_id = $1 AND key = $2) AS qualification
         FROM (SELECT $1::uuid AS user_id) me
         LEFT JOIN interest_profiles p ON p.user_id = me.user_id
         LEFT JOIN (onboarding_questions q JOIN settings s ON s.key = q.settings_key)
           ON s.user_id = me.user_id
          AND (cardinality(q.answer_dimensions) > 0 OR cardinality(q.answer_topics) > 0)
        ORDER BY q.position, q.created_at`,
      [userId, qualificationSettingKey],
      { prepare: true },
    );
    const questions = [];
    const settings = new Map<string, string | null>();
    for (const row of rows) {
      if (row.settings_key === null) continue;
      questions.push({
        answers: row.answers ?? [],
        answerDimensions: row.answer_dimensions ?? [],
        answerTopics: row.answer_topics ?? [],
        settingsKey: row.settings_key,
      });
      settings.set(row.settings_key, row.value);
    }
    const first = rows[0];
    const dimensions: Dimensions | null =
      first && first.r !== null
        ? { R: first.r, I: first.i!, A: first.a!, S: first.s!, E: first.e!, C: first.c! }
        : null;
    return {
      ...deriveProfile(questions, settings, dimensions),
      qualification: first?.qualification ?? null,
    };
  }

  /** The profile alone (the qualification that comes with it is left unread). */
  const withEvidence: (userId: string) => Promise<ProfileWithEvidence> = recommendationInput;

  return {
    /** The profile with the answers behind each dimension (for reasons). */
    withEvidence,

    /** The profile with its evidence and the finished qualification ('Für dich'). */
    recommendationInput,

    async get(userId: string): Promise<InterestProfile> {
      return (await withEvidence(userId)).profile;
    },

    /** Stores the user's own values; the profile then comes from them (`source: 'edited'`). */
    async save(userId: string, dimensions: Dimensions): Promise<InterestProfile> {
      const values = dimensionLetters.map((letter) => dimensions[letter]);
      await db.query(
        `INSERT INTO interest_profiles (user_id, r, i, a, s, e, c)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id) DO UPDATE
           SET r = EXCLUDED.r, i = EXCLUDED.i, a = EXCLUDED.a,
               s = EXCLUDED.s, e = EXCLUDED.e, c = EXCLUDED.c`,
        [userId, ...values],
      );
      return (await withEvidence(userId)).profile;
    },

    /** Forgets the adjusted values: the profile comes from the answers again. */
    async reset(userId: string): Promise<InterestProfile> {
      await db.query('DELETE FROM interest_profiles WHERE user_id = $1', [userId]);
      return (await withEvidence(userId)).profile;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('interests', createInterestsRepository(fastify.db));
  },
  { name: 'interests-repository', dependencies: ['db'] },
);
