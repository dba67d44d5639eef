import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { didYouMean } from './did-you-mean.ts';
import { authErrors } from '@kompass/contracts/schemas/common';
import {
  DEFAULT_TOP,
  DidYouMean,
  DidYouMeanQuery,
  DiscoveredUser,
  DiscoveryQuery,
  MAX_DISCOVERED,
  TopAllQuery,
  TopEntry,
  TopQuery,
} from '@kompass/contracts/schemas/search';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { userDiscovery, views } = fastify;

  // „Meistgesucht“: ids of one type by views over the last 30 days.
  fastify.get(
    '/search/entities/top',
    {
      schema: {
        querystring: TopQuery,
        response: { 200: Type.Array(Type.String()), ...authErrors },
      },
    },
    async (request) => {
      const { entityType, limit = DEFAULT_TOP } = request.query;
      return views.top(entityType, limit);
    },
  );

  fastify.get(
    '/search/entities/top/all',
    {
      schema: { querystring: TopAllQuery, response: { 200: Type.Array(TopEntry), ...authErrors } },
    },
    async (request) => views.topOfAllTypes(request.query.limit ?? DEFAULT_TOP),
  );

  // „Meintest du …“ under a search that found nothing.
  fastify.get(
    '/search/did-you-mean',
    {
      schema: {
        querystring: DidYouMeanQuery,
        response: { 200: DidYouMean, ...authErrors },
      },
    },
    async (request) => ({ suggestion: await didYouMean(fastify.db, request.query.search) }),
  );

  // Other users by name or username, best match first; never by e-mail, never the caller.
  fastify.get(
    '/userdiscovery',
    {
      schema: {
        querystring: DiscoveryQuery,
        response: { 200: Type.Array(DiscoveredUser), ...authErrors },
      },
    },
    async (request) => {
      const { name } = request.query;
      if (name.trim() === '') throw badRequest('Bitte gib einen Namen zum Suchen ein.');
      return userDiscovery.find(userOf(request).userId, name, MAX_DISCOVERED);
    },
  );
};

export default routes;
