import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../errors.ts';
import {
  authErrors,
  Created,
  errors,
  IdParams,
  Page,
  PageQuery,
} from '@kompass/contracts/schemas/common';
import { NewQuestion, Question } from '@kompass/contracts/schemas/onboarding';
import { pageOf } from '../../validation/page.ts';
import { trimBody } from '../../validation/trim.ts';

const adminErrors = errors(400, 401, 403, 429);

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { onboarding } = fastify;

  fastify.get(
    '/onboarding',
    { schema: { querystring: PageQuery, response: { 200: Page(Question), ...authErrors } } },
    async (request) => onboarding.list(pageOf(request.query)),
  );

  fastify.post(
    '/onboarding',
    {
      schema: { body: NewQuestion, response: { 201: Created, ...adminErrors } },
      preValidation: [fastify.requireAdmin, trimBody()],
    },
    async (request, reply) => {
      const id = await onboarding.create(request.body);
      return reply.code(201).send({ id });
    },
  );

  fastify.delete(
    '/onboarding/:id',
    {
      schema: { params: IdParams, response: { 204: Type.Null(), ...adminErrors, ...errors(404) } },
      preValidation: fastify.requireAdmin,
    },
    async (request, reply) => {
      const deleted = await onboarding.delete(request.params.id);
      if (!deleted) throw notFound('Diese Frage gibt es nicht.');
      return reply.code(204).send(null);
    },
  );
};

export default routes;
