import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors } from '@kompass/contracts/schemas/common';
import { Recommendations, RecommendationsQuery } from '@kompass/contracts/schemas/recommendations';
import {
  OccupationRecommendations,
  OccupationRecommendationsQuery,
} from '@kompass/contracts/schemas/occupation-recommendations';

/**
 * 'Für dich': jobs and courses, and occupations, that fit the caller's interest profile, each with
 * its reasons.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { recommendations, occupationRecommendations, places, interests } = fastify;

  fastify.get(
    '/recommendations',
    {
      schema: {
        description:
          'Automatische Vorschläge passend zum eigenen Interessen-Profil, mit Begründungen: passende Berufe und Angebote; ohne Antworten beliebte. Mit „near“ sagt jeder Beruf, wie viele Angebote in der Nähe sind, oder nennt die nächsten.',
        querystring: RecommendationsQuery,
        response: { 200: Recommendations, ...authErrors },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const { limit = 10, near, radiusKm } = request.query;
      // The place is only read for this answer, never stored (docs/interests.md).
      const filter = await places.nearFilter({ near, radiusKm });
      // Both rails rank from the same profile: read it once.
      const profile = interests.recommendationInput(userId);
      const [listings, occupations] = await Promise.all([
        recommendations.forUser(userId, limit, profile),
        occupationRecommendations.forUser(userId, {
          limit,
          near: filter,
          place: near?.trim(),
          profile,
        }),
      ]);
      return { occupations: occupations.content, near: occupations.near, ...listings };
    },
  );

  fastify.get(
    '/recommendations/occupations',
    {
      schema: {
        description:
          'Berufe passend zum eigenen Interessen-Profil (Interessen-Code und Themen), mit Begründungen; mit „near“ die Angebote in der Nähe oder, wenn es keine gibt, die nächsten und Betriebe, die ihn anbieten.',
        querystring: OccupationRecommendationsQuery,
        response: { 200: OccupationRecommendations, ...authErrors },
      },
    },
    async (request) => {
      const { limit = 10, near, radiusKm } = request.query;
      const filter = await places.nearFilter({ near, radiusKm });
      return occupationRecommendations.forUser(userOf(request).userId, {
        limit,
        near: filter,
        place: near?.trim(),
      });
    },
  );
};

export default routes;
