import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors } from '../../schemas/common.ts';

/** Keeps one account from filling the database with settings. */
export const MAX_SETTINGS_PER_USER = 100;

export const SettingKey = Type.String({
  title: 'key',
  pattern: '^[a-z0-9_]{1,64}$',
  errorMessage:
    'Der Schlüssel einer Einstellung muss 1 bis 64 Zeichen lang sein und darf nur Kleinbuchstaben, Ziffern und Unterstriche enthalten.',
});

const Setting = Type.Object({
  key: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
});

/**
 * A value is text, a number (the onboarding sends the chosen answer's index) or null (skipped);
 * it is stored as text. One `type` list instead of anyOf: Ajv's coercion would turn null into ''.
 */
const SettingValue = Type.Unsafe<string | number | boolean | null>({
  type: ['string', 'number', 'boolean', 'null'],
  title: 'value',
  maxLength: 2000,
});

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/settings',
    {
      schema: { response: { 200: Type.Array(Setting), ...authErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { rows } = await db.query<{ key: string; value: string | null }>(
        'SELECT key, value FROM settings WHERE user_id = $1 ORDER BY key',
        [userOf(request).userId],
      );
      return rows;
    },
  );

  fastify.post(
    '/settings',
    {
      schema: {
        body: Type.Object({ key: SettingKey, value: Type.Optional(SettingValue) }),
        response: { 200: Setting, 201: Setting, ...authErrors },
      },
      preValidation: fastify.requireUser,
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const { key } = request.body;
      const raw = request.body.value;
      const value = raw === undefined || raw === null ? null : String(raw);

      const count = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM settings WHERE user_id = $1 AND key <> $2`,
        [userId, key],
      );
      if ((count.rows[0]?.n ?? 0) >= MAX_SETTINGS_PER_USER) {
        throw badRequest(`Du kannst höchstens ${MAX_SETTINGS_PER_USER} Einstellungen speichern.`);
      }

      // xmax = 0 only for a freshly inserted row: tells "created" (201) from "updated" (200).
      const { rows } = await db.query<{ key: string; value: string | null; inserted: boolean }>(
        `INSERT INTO settings (user_id, key, value) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
         RETURNING key, value, (xmax = 0) AS inserted`,
        [userId, key, value],
      );
      const row = rows[0]!;
      return reply.code(row.inserted ? 201 : 200).send({ key: row.key, value: row.value });
    },
  );
};

export default routes;
