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
  TopCards,
  TopCardsQuery,
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

  // The search page's ranked lists in one read, each entry with its card: a first screen asks
  // once, not once per list and item.
  fastify.get(
    '/search/entities/top/cards',
    {
      schema: { querystring: TopCardsQuery, response: { 200: TopCards, ...authErrors } },
    },
    async (request) => {
      const { all = 0, job = 0, company = 0, course = 0 } = request.query;
      const [allCards, jobCards, companyCards, courseCards] = await Promise.all([
        views.topCards(null, all),
        views.topCards('job', job),
        views.topCards('company', company),
        views.topCards('course', course),
      ]);
      return { all: allCards, job: jobCards, company: companyCards, course: courseCards };
    },
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
