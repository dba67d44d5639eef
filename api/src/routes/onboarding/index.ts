import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { badRequest, notFound } from '../../errors.ts';
import { authErrors, Created, errors, IdParams, Page, PageQuery } from '../../schemas/common.ts';
import { trimBody } from '../../schemas/trim.ts';
import { SettingKey } from '../settings/index.ts';

const Question = Type.Object({
  id: Type.String(),
  question: Type.String(),
  answers: Type.Array(Type.String()),
  settings_key: Type.String(),
  position: Type.Integer({ description: 'Die Reihenfolge: kleinere Werte kommen zuerst.' }),
});

const Position = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description:
    'Optional: die Stelle in der Reihenfolge, z. B. die der gelöschten Frage, wenn eine Frage durch Löschen und Neuanlegen bearbeitet wird. Ohne Angabe kommt die Frage ans Ende.',
});

const NewQuestion = Type.Object({
  question: Type.String({ title: 'question', minLength: 1, maxLength: 500 }),
  answers: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
    title: 'answers',
    minItems: 1,
    maxItems: 8,
  }),
  settings_key: Type.String({ ...SettingKey, title: 'settings_key' }),
  position: Type.Optional(Position),
});

/** Written by the onboarding itself once it is done; a question must not overwrite it. */
const RESERVED_KEYS = new Set(['onboarding_completed']);

const adminErrors = errors(400, 401, 403, 429);

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/onboarding',
    {
      schema: { querystring: PageQuery, response: { 200: Page(Question), ...authErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { page = 0, size = 20 } = request.query;
      const [list, count] = await Promise.all([
        db.query<Static<typeof Question>>(
          `SELECT id, question, answers, settings_key, position FROM onboarding_questions
            ORDER BY position, created_at LIMIT $1 OFFSET $2`,
          [size, page * size],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM onboarding_questions'),
      ]);
      return { content: list.rows, total: count.rows[0]?.total ?? 0 };
    },
  );

  fastify.post(
    '/onboarding',
    {
      schema: { body: NewQuestion, response: { 201: Created, ...adminErrors } },
      preValidation: [fastify.requireAdmin, trimBody()],
    },
    async (request, reply) => {
      const { question, answers, settings_key, position } = request.body;
      if (RESERVED_KEYS.has(settings_key)) {
        throw badRequest(`Der Schlüssel „${settings_key}“ ist reserviert.`);
      }
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO onboarding_questions (question, answers, settings_key, position)
         VALUES ($1, $2, $3, COALESCE($4::int, nextval(pg_get_serial_sequence('onboarding_questions', 'position'))))
         ON CONFLICT (settings_key) DO NOTHING RETURNING id`,
        [question, answers, settings_key, position ?? null],
      );
      if (!rows[0]) {
        throw badRequest(`Es gibt bereits eine Frage mit dem Schlüssel „${settings_key}“.`);
      }
      return reply.code(201).send({ id: rows[0].id });
    },
  );

  fastify.delete(
    '/onboarding/:id',
    {
      schema: { params: IdParams, response: { 204: Type.Null(), ...adminErrors, ...errors(404) } },
      preValidation: fastify.requireAdmin,
    },
    async (request, reply) => {
      const { rowCount } = await db.query('DELETE FROM onboarding_questions WHERE id = $1', [
        request.params.id,
      ]);
      if (rowCount === 0) throw notFound('Diese Frage gibt es nicht.');
      return reply.code(204).send(null);
    },
  );
};

export default routes;
