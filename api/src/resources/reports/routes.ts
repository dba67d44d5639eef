import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { userOf } from '../../plugins/app/auth.ts';
import { Created, IdParams, Page, authErrors, errors } from '@kompass/contracts/schemas/common';
import { NewReport, Report, ReportsQuery } from '@kompass/contracts/schemas/reports';
import { trimBody } from '../../validation/trim.ts';

const adminErrors = errors(400, 401, 403, 429);

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { chats, reports } = fastify;

  // A participant reports the chat; its last messages are kept as evidence.
  fastify.post(
    '/reports',
    {
      schema: {
        body: NewReport,
        response: { 201: Created, ...authErrors, ...errors(403, 404, 409, 422) },
      },
      preValidation: trimBody(),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const reported = await chats.participantOther(request.body.chatId, userId);
      const created = await reports.create(userId, reported, request.body);
      return reply.code(201).send(created);
    },
  );

  fastify.get(
    '/reports',
    {
      schema: { querystring: ReportsQuery, response: { 200: Page(Report), ...adminErrors } },
      preValidation: fastify.requireAdmin,
    },
    async (request) => {
      const { status = 'open', page = 0, size = 20 } = request.query;
      return reports.list(status, page, size);
    },
  );

  fastify.post(
    '/reports/:id/resolve',
    {
      schema: {
        params: IdParams,
        response: { 204: Type.Null(), ...adminErrors, ...errors(404) },
      },
      preValidation: fastify.requireAdmin,
    },
    async (request, reply) => {
      await reports.resolve(request.params.id, userOf(request).userId);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
