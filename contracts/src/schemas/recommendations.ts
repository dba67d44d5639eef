import { Type } from 'typebox';
import { ListingRecommendations } from './interests.ts';
import { OccupationRecommendation } from './occupation-recommendations.ts';

/**
 * `GET /recommendations?limit=`: all of home's 'Für dich' in one answer (docs/interests.md):
 * occupations that fit first, then the listings, and the profile both were ranked by. One read
 * for both rails keeps home's first screen in few requests (docs/performance.md).
 */
export const Recommendations = Type.Object({
  occupations: Type.Array(OccupationRecommendation, {
    description: 'Berufe, die zum Profil passen, bester zuerst (ohne Angebote in der Nähe).',
  }),
  ...ListingRecommendations.properties,
});
