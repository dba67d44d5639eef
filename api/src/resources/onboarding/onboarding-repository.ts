import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import type { NewQuestion, Question } from '@kompass/contracts/schemas/onboarding';

declare module 'fastify' {
  interface FastifyInstance {
    onboarding: OnboardingRepository;
  }
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;

/** Written by the onboarding itself once it is done; a question must not overwrite it. */
const RESERVED_KEYS = new Set(['onboarding_completed']);

interface QuestionRow extends Omit<Question, 'answerDimensions'> {
  answer_dimensions: string[];
}

/** `answerDimensions` as long as `answers`: answers without an entry speak for no dimension. */
function toQuestion({ answer_dimensions, ...row }: QuestionRow): Question {
  return {
    ...row,
    answerDimensions: row.answers.map((_, index) => answer_dimensions[index] ?? ''),
  };
}

export function createOnboardingRepository(db: Queryable) {
  return {
    async list({ page, size }: { page: number; size: number }) {
      const [list, count] = await Promise.all([
        db.query<QuestionRow>(
          `SELECT id, question, answers, answer_dimensions, settings_key, position
             FROM onboarding_questions
            ORDER BY position, created_at LIMIT $1 OFFSET $2`,
          [size, page * size],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM onboarding_questions'),
      ]);
      return { content: list.rows.map(toQuestion), total: count.rows[0]?.total ?? 0 };
    },

    /**
     * Adds a question at `position`, or at the end; 400 for a reserved or already used settings
     * key. Returns its id.
     */
    async create({
      question,
      answers,
      answerDimensions = [],
      settings_key,
      position,
    }: NewQuestion): Promise<string> {
      if (RESERVED_KEYS.has(settings_key)) {
        throw badRequest(`Der Schlüssel „${settings_key}“ ist reserviert.`);
      }
      if (answerDimensions.length > answers.length) {
        throw badRequest('Es gibt mehr Interessen-Angaben als Antworten.');
      }
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO onboarding_questions (question, answers, answer_dimensions, settings_key, position)
         VALUES ($1, $2, $3, $4, COALESCE($5::int, nextval(pg_get_serial_sequence('onboarding_questions', 'position'))))
         ON CONFLICT (settings_key) DO NOTHING RETURNING id`,
        [question, answers, answerDimensions, settings_key, position ?? null],
      );
      if (!rows[0]) {
        throw badRequest(`Es gibt bereits eine Frage mit dem Schlüssel „${settings_key}“.`);
      }
      return rows[0].id;
    },

    /** False when there was no such question. */
    async delete(id: string): Promise<boolean> {
      const { rowCount } = await db.query('DELETE FROM onboarding_questions WHERE id = $1', [id]);
      return rowCount > 0;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('onboarding', createOnboardingRepository(fastify.db));
  },
  { name: 'onboarding-repository', dependencies: ['db'] },
);
