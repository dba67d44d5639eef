import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
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

interface QuestionRow {
  answers: string[];
  answer_dimensions: string[];
  answer_topics: string[];
  settings_key: string;
  value: string | null;
}

type EditedRow = Record<'r' | 'i' | 'a' | 's' | 'e' | 'c', number>;

/**
 * A user's interest profile: derived from their onboarding answers (settings) or, after they
 * adjusted it, the six values they stored. Reads nothing else about the user.
 */
export function createInterestsRepository(db: Queryable) {
  async function withEvidence(userId: string): Promise<ProfileWithEvidence> {
    const [answers, edited] = await Promise.all([
      db.query<QuestionRow>(
        `SELECT q.answers, q.answer_dimensions, q.answer_topics, q.settings_key, s.value
           FROM onboarding_questions q
           JOIN settings s ON s.user_id = $1 AND s.key = q.settings_key
          WHERE cardinality(q.answer_dimensions) > 0 OR cardinality(q.answer_topics) > 0
          ORDER BY q.position, q.created_at`,
        [userId],
      ),
      db.query<EditedRow>('SELECT r, i, a, s, e, c FROM interest_profiles WHERE user_id = $1', [
        userId,
      ]),
    ]);
    const questions = answers.rows.map((row) => ({
      answers: row.answers,
      answerDimensions: row.answer_dimensions,
      answerTopics: row.answer_topics,
      settingsKey: row.settings_key,
    }));
    const settings = new Map(answers.rows.map((row) => [row.settings_key, row.value]));
    const row = edited.rows[0];
    const dimensions: Dimensions | null = row
      ? { R: row.r, I: row.i, A: row.a, S: row.s, E: row.e, C: row.c }
      : null;
    return deriveProfile(questions, settings, dimensions);
  }

  return {
    /** The profile with the answers behind each dimension (for reasons). */
    withEvidence,

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
