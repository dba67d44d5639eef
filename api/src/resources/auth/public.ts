import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashToken, tokenFromHeader } from '../../auth/tokens.ts';
import { HttpError } from '../../errors.ts';
import { additionalLimit, routeLimit } from '../../plugins/external/rate-limit.ts';
import { LoginBody, LoginResult, RegisterBody } from '@kompass/contracts/schemas/auth';
import { authErrors, commonErrors, Created } from '@kompass/contracts/schemas/common';
import { trimBody } from '../../validation/trim.ts';

const wrongCredentials = 'Benutzername oder Passwort ist falsch.';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, users } = fastify;
  // A class registers together behind one address: a burst per minute that holds one, and a
  // slower hourly budget that holds back bulk sign-ups (docs/decisions/registration-budget.md).
  const registerHourly = additionalLimit(fastify, config.rateLimit.registerHourly, 'register-hour');

  fastify.post(
    '/auth/register',
    {
      schema: { body: RegisterBody, response: { 201: Created, ...commonErrors } },
      preValidation: trimBody('password'),
      preHandler: registerHourly,
      config: { rateLimit: routeLimit(config.rateLimit.register) },
    },
    async (request, reply) => {
      const { username, email, password, name } = request.body;
      await users.assertAvailable(username, email);
      const passwordHash = await hashPassword(password);
      const id = await users.create({ username, email, name, passwordHash });
      return reply.code(201).send({ id });
    },
  );

  fastify.post(
    '/auth/login',
    {
      schema: { body: LoginBody, response: { 200: LoginResult, ...authErrors } },
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
      const user = await users.findCredentials(username);
      const valid = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !valid) throw new HttpError(401, wrongCredentials, wrongCredentials);
      return { token: await users.startSession(user.id), userId: user.id };
    },
  );

  // Public and idempotent: without a valid token there is nothing to revoke, which is fine.
  fastify.post(
    '/auth/logout',
    { schema: { response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (token) {
        await users.endSession(token);
        fastify.sessions.forget(hashToken(token));
      }
      return reply.code(204).send(null);
    },
  );
};

export default routes;
