import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors } from '@kompass/contracts/schemas/common';
import { Recommendations, RecommendationsQuery } from '@kompass/contracts/schemas/interests';

/** 'Für dich': jobs and courses that fit the caller's interest profile, each with its reasons. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { recommendations } = fastify;

  fastify.get(
    '/recommendations',
    {
      schema: {
        description:
          'Automatische Vorschläge passend zum eigenen Interessen-Profil, mit Begründungen; ohne Antworten beliebte Angebote.',
        querystring: RecommendationsQuery,
        response: { 200: Recommendations, ...authErrors },
      },
    },
    async (request) => recommendations.forUser(userOf(request).userId, request.query.limit ?? 10),
  );
};

export default routes;
