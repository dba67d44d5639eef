import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { createSession, hashToken, revokeSession, tokenFromHeader } from '../../auth/tokens.ts';
import { HttpError, badRequest, notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { routeLimit } from '../../plugins/external/rate-limit.ts';
import { authErrors, commonErrors, Created, errors } from '../../schemas/common.ts';
import { trimBody } from '../../schemas/trim.ts';

export const User = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.String(),
});

const RegisterBody = Type.Object({
  username: Type.String({
    title: 'Benutzername',
    minLength: 3,
    maxLength: 32,
    pattern: '^[A-Za-z0-9._-]+$',
    errorMessage:
      'Der Benutzername muss 3 bis 32 Zeichen lang sein und darf nur Buchstaben (ohne Umlaute), Ziffern, Punkt, Unterstrich und Bindestrich enthalten.',
  }),
  email: Type.String({
    title: 'E-Mail-Adresse',
    format: 'email',
    maxLength: 200,
    errorMessage: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  }),
  password: Type.String({
    title: 'Passwort',
    minLength: 8,
    maxLength: 256,
    errorMessage: {
      minLength: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
      maxLength: 'Das Passwort darf höchstens 256 Zeichen lang sein.',
    },
  }),
  name: Type.String({ title: 'Name', minLength: 1, maxLength: 200 }),
});

const LoginBody = Type.Object({
  username: Type.String({ title: 'Benutzername', minLength: 1, maxLength: 200 }),
  password: Type.String({ title: 'Passwort', minLength: 1, maxLength: 256 }),
});

const wrongCredentials = 'Benutzername oder Passwort ist falsch.';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;

  fastify.post(
    '/auth/register',
    {
      schema: { body: RegisterBody, response: { 201: Created, ...commonErrors } },
      preValidation: trimBody('password'),
      config: { rateLimit: routeLimit(config.rateLimit.register) },
    },
    async (request, reply) => {
      const { username, email, password, name } = request.body;
      const taken = await db.query<{ username_taken: boolean }>(
        `SELECT lower(username) = lower($1) AS username_taken FROM users
          WHERE lower(username) = lower($1) OR (lower(email) = lower($2) AND email <> '')
          ORDER BY 1 DESC LIMIT 1`,
        [username, email],
      );
      if (taken.rows[0]) throw duplicateError(taken.rows[0].username_taken);

      const passwordHash = await hashPassword(password);
      try {
        const id = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            'INSERT INTO users (username, email, name) VALUES ($1, $2, $3) RETURNING id',
            [username, email, name],
          );
          const userId = rows[0]!.id;
          await tx.query('INSERT INTO credentials (user_id, password_hash) VALUES ($1, $2)', [
            userId,
            passwordHash,
          ]);
          return userId;
        });
        return reply.code(201).send({ id });
      } catch (error) {
        // Someone registered the same name or address between the check and the insert.
        const constraint = (error as { constraint?: string }).constraint;
        if (constraint === 'users_username_lower_key') throw duplicateError(true);
        if (constraint === 'users_email_lower_key') throw duplicateError(false);
        throw error;
      }
    },
  );

  fastify.post(
    '/auth/login',
    {
      schema: {
        body: LoginBody,
        response: {
          200: Type.Object({ token: Type.String(), userId: Type.String() }),
          ...authErrors,
        },
      },
      preValidation: trimBody('password'),
      config: {
        // Counted per address and username, after the body is parsed (so the name is known).
        rateLimit: routeLimit(config.rateLimit.login, {
          hook: 'preValidation',
          keyGenerator: (request) => {
            const body = request.body as { username?: unknown } | undefined;
            const username = typeof body?.username === 'string' ? body.username : '';
            return `login:${request.ip}:${username.trim().toLowerCase().slice(0, 200)}`;
          },
        }),
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const { rows } = await db.query<{ id: string; password_hash: string | null }>(
        `SELECT u.id, c.password_hash
           FROM users u LEFT JOIN credentials c ON c.user_id = u.id
          WHERE lower(u.username) = lower($1)`,
        [username],
      );
      const user = rows[0];
      const valid = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !valid) throw new HttpError(401, wrongCredentials, wrongCredentials);
      return { token: await createSession(db, user.id), userId: user.id };
    },
  );

  fastify.get(
    '/auth/info',
    {
      schema: { response: { 200: User, ...authErrors, ...errors(404) } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { rows } = await db.query<Record<keyof typeof User.properties, string>>(
        'SELECT id, username, name, email, role FROM users WHERE id = $1',
        [userOf(request).userId],
      );
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  );

  // Idempotent: without a valid token there is nothing to revoke, which is fine.
  fastify.post(
    '/auth/logout',
    { schema: { response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (token) {
        await revokeSession(db, token);
        fastify.sessions.forget(hashToken(token));
      }
      return reply.code(204).send(null);
    },
  );
};

function duplicateError(usernameTaken: boolean) {
  return badRequest(
    usernameTaken
      ? 'Benutzername ist bereits vergeben'
      : 'Diese E-Mail-Adresse wird bereits verwendet.',
  );
}

export default routes;
