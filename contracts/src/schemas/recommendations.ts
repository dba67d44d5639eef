import { Type, type Static } from 'typebox';
import { ListingRecommendations, RecommendationsQuery as ListingQuery } from './interests.ts';
import { OccupationRecommendation } from './occupation-recommendations.ts';
import { NearQuery } from './places.ts';

/**
 * `GET /recommendations?limit=&near=&radiusKm=`: home's query. The place is the one the user last
 * chose in search, kept in their browser only; with it each occupation says what is near.
 */
export const RecommendationsQuery = Type.Object({
  ...ListingQuery.properties,
  ...NearQuery.properties,
});
export type RecommendationsQuery = Static<typeof RecommendationsQuery>;

/**
 * `GET /recommendations?limit=`: all of home's 'Für dich' in one answer (docs/interests.md):
 * occupations that fit first, then the listings, and the profile both were ranked by. One read
 * for both rails keeps home's first screen in few requests (docs/performance.md).
 */
export const Recommendations = Type.Object({
  occupations: Type.Array(OccupationRecommendation, {
    description:
      'Berufe, die zum Profil passen, bester zuerst; mit „near“ jeweils die Angebote in der Nähe.',
  }),
  /** The place the occupations' counts are for, as given; null without `near`. */
  near: Type.Union([Type.String(), Type.Null()]),
  ...ListingRecommendations.properties,
});
