import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.ts';
import { badRequest, notFound } from '../../errors.ts';
import { isObjectName } from '../../files/store.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, commonErrors, errors } from '../../schemas/common.ts';

const noAvatar = 'Für diesen Benutzer gibt es kein Profilbild.';
const notOwnFile = 'Als Profilbild kannst du nur ein Bild verwenden, das du hier hochgeladen hast.';

/** The public address of a stored object: `objectBaseUrl` joined with its name. */
export function fileUrl(objectBaseUrl: string, objectName: string): string {
  return objectBaseUrl.endsWith('/')
    ? objectBaseUrl + objectName
    : `${objectBaseUrl}/${objectName}`;
}

/**
 * The object name in one of this product's own file URLs, else null: the bare name, or a URL
 * (relative or absolute) whose path is the object base path plus the name, on the object base's
 * origin (the API's own origin when the base is relative, where app origins count too). The
 * host check keeps the stored value honest; what is stored is only the object name anyway.
 */
export function objectNameFromUrl(
  url: string,
  config: Pick<Config, 'objectBaseUrl' | 'appOrigins'>,
  requestOrigin: string,
): string | null {
  if (isObjectName(url)) return url;
  // Our file URLs never hold these; URL parsing would quietly resolve `..`, backslashes and escapes.
  if (/\.\.|\\|%|\s/.test(url) || [...url].some((char) => char < ' ')) return null;
  let parsed: URL;
  let base: URL;
  try {
    parsed = new URL(url, `${requestOrigin}/`);
    base = new URL(config.objectBaseUrl, `${requestOrigin}/`);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password || parsed.search || parsed.hash) return null;

  const baseIsRelative = base.origin === new URL(`${requestOrigin}/`).origin;
  const origins = new Set([base.origin, ...(baseIsRelative ? config.appOrigins : [])]);
  if (!origins.has(parsed.origin)) return null;

  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  if (!parsed.pathname.startsWith(basePath)) return null;
  const name = parsed.pathname.slice(basePath.length);
  return isObjectName(name) ? name : null;
}

function requestOriginOf(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

const Redirect = Type.Null({ description: 'Weiterleitung zum Bild (Header `Location`).' });

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;

  /** 302 to the image; short caching so that a new avatar shows up at once. */
  function sendAvatar(reply: FastifyReply, objectName: string | undefined) {
    reply.header('cache-control', 'no-cache');
    if (!objectName) throw notFound(noAvatar);
    return reply.code(302).header('location', fileUrl(config.objectBaseUrl, objectName)).send();
  }

  // Public: images load through <img src>, which sends no token.
  fastify.get(
    '/avatars/:userId',
    {
      schema: {
        params: Type.Object({ userId: Type.String({ format: 'uuid', title: 'userId' }) }),
        response: { 302: Redirect, ...commonErrors, ...errors(404) },
        security: [],
      },
    },
    async (request, reply) => {
      const { rows } = await db.query<{ object_name: string }>(
        'SELECT object_name FROM avatars WHERE user_id = $1',
        [request.params.userId],
      );
      return sendAvatar(reply, rows[0]?.object_name);
    },
  );

  fastify.get(
    '/avatars/username/:username',
    {
      schema: {
        params: Type.Object({
          username: Type.String({ title: 'username', minLength: 1, maxLength: 200 }),
        }),
        response: { 302: Redirect, ...commonErrors, ...errors(404) },
        security: [],
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      // No username holds a NUL byte, and PostgreSQL refuses to compare one.
      if (username.includes('\0')) return sendAvatar(reply, undefined);
      const { rows } = await db.query<{ object_name: string }>(
        `SELECT a.object_name FROM users u JOIN avatars a ON a.user_id = u.id
          WHERE lower(u.username) = lower($1)`,
        [username],
      );
      return sendAvatar(reply, rows[0]?.object_name);
    },
  );

  fastify.post(
    '/avatars',
    {
      schema: {
        querystring: Type.Object({
          url: Type.String({ title: 'url', minLength: 1, maxLength: 2000 }),
        }),
        response: { 200: Type.Object({ status: Type.Literal('ok') }), ...authErrors },
      },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { userId } = userOf(request);
      const origin = requestOriginOf(request);
      const url = request.query.url.trim();
      const objectName = origin ? objectNameFromUrl(url, config, origin) : null;
      if (!objectName) throw badRequest(notOwnFile);

      // Set only when the caller uploaded that object; else find out why not.
      const { rows } = await db.query(
        `INSERT INTO avatars (user_id, object_name)
         SELECT $1, object_name FROM files WHERE object_name = $2 AND user_id = $1
         ON CONFLICT (user_id)
         DO UPDATE SET object_name = EXCLUDED.object_name, updated_at = now()
         RETURNING user_id`,
        [userId, objectName],
      );
      if (rows.length === 0) {
        const file = await db.query('SELECT 1 FROM files WHERE object_name = $1', [objectName]);
        if (file.rows.length === 0) throw badRequest('Dieses Bild gibt es nicht.');
        throw badRequest(
          'Du kannst nur Bilder als Profilbild verwenden, die du selbst hochgeladen hast.',
        );
      }
      return { status: 'ok' as const };
    },
  );
};

export default routes;
