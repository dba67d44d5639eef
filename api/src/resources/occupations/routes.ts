import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, Created, errors } from '@kompass/contracts/schemas/common';
import {
  NewOccupation,
  OccupationDetail,
  OccupationDetailQuery,
  OccupationIdParams,
  OccupationListQuery,
  OccupationPage,
} from '@kompass/contracts/schemas/occupations';
import { trimBody } from '../../validation/trim.ts';
import { slugOf } from './catalogue.ts';

/**
 * The occupation catalogue for signed-in users (like jobs), and its upkeep by admins
 * (docs/occupations.md).
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { occupations, places } = fastify;

  fastify.get(
    '/occupations',
    {
      schema: {
        querystring: OccupationListQuery,
        response: { 200: OccupationPage, ...authErrors },
      },
    },
    async (request) => {
      const { page = 0, size = 20, search, area, kind } = request.query;
      return occupations.list({ page, size, search, area, kind });
    },
  );

  fastify.get(
    '/occupations/:id',
    {
      schema: {
        params: OccupationIdParams,
        querystring: OccupationDetailQuery,
        response: { 200: OccupationDetail, ...authErrors, ...errors(404) },
      },
    },
    async (request) => {
      const near = await places.nearFilter(request.query);
      const occupation = await occupations.findById(request.params.id, near ?? null);
      if (!occupation) throw notFound('Diesen Beruf gibt es nicht.');
      return occupation;
    },
  );

  const adminWrite = { preValidation: [fastify.requireAdmin, trimBody()] };

  fastify.post(
    '/admin/occupations',
    {
      schema: {
        body: NewOccupation,
        response: { 201: Created, ...errors(400, 401, 403, 409, 429) },
      },
      ...adminWrite,
    },
    async (request, reply) => {
      if (slugOf(request.body.name) === '') {
        throw badRequest('Der Name muss Buchstaben oder Ziffern enthalten.');
      }
      const id = await occupations.create(request.body);
      request.log.info({ admin: userOf(request).userId, occupation: id }, 'occupation created');
      return reply.code(201).send({ id });
    },
  );

  fastify.put(
    '/admin/occupations/:id',
    {
      schema: {
        params: OccupationIdParams,
        body: NewOccupation,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 409, 429) },
      },
      ...adminWrite,
    },
    async (request, reply) => {
      await occupations.update(request.params.id, request.body);
      request.log.info(
        { admin: userOf(request).userId, occupation: request.params.id },
        'occupation changed',
      );
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/admin/occupations/:id',
    {
      schema: {
        params: OccupationIdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 429) },
      },
      preValidation: fastify.requireAdmin,
    },
    async (request, reply) => {
      await occupations.delete(request.params.id);
      request.log.info(
        { admin: userOf(request).userId, occupation: request.params.id },
        'occupation deleted',
      );
      return reply.code(204).send(null);
    },
  );
};

export default routes;
