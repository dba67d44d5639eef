import { Type, type Static } from 'typebox';
import { InterestProfile } from './interests.ts';
import { DistanceKm, NearQuery } from './places.ts';
import { OccupationSummary } from './occupations.ts';

/**
 * `GET /recommendations/occupations?limit=&near=&radiusKm=`: 'Für dich' by occupation
 * (docs/interests.md). With `near` each occupation says how many of its listings are within the
 * radius, and, when none are, the nearest ones and companies that train it.
 */
export const OccupationRecommendationsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      title: 'limit',
      minimum: 1,
      maximum: 30,
      default: 10,
      errorMessage: 'limit muss eine ganze Zahl von 1 bis 30 sein.',
    }),
  ),
  ...NearQuery.properties,
});
export type OccupationRecommendationsQuery = Static<typeof OccupationRecommendationsQuery>;

/** A listing as the 'Noch keine Angebote in deiner Nähe' hint names it. */
export const NearbyListing = Type.Object({
  id: Type.String(),
  name: Type.String(),
  location: Type.String(),
  distanceKm: DistanceKm,
});

export const OccupationRecommendation = Type.Object({
  occupation: OccupationSummary,
  score: Type.Number({
    description: 'Wie gut Interessen-Code und Themen des Berufs zum Profil passen (0 bis 1).',
  }),
  reasons: Type.Array(Type.String()),
  /** With `near`: its listings within the radius; null without `near`. */
  jobsNear: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * With `near`: how far its nearest listing is (km, one decimal), within the radius or not;
   * null without `near` or when it has no listing with a place.
   */
  nearestKm: DistanceKm,
  /** With `near` and no listing within the radius: the nearest ones (at most 3); else empty. */
  nearest: Type.Array(NearbyListing),
  /** With `near` and no listing within the radius: companies offering it (at most 3). */
  companies: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type OccupationRecommendation = Static<typeof OccupationRecommendation>;

export const OccupationRecommendations = Type.Object({
  content: Type.Array(OccupationRecommendation),
  profile: InterestProfile,
  /** The place the counts are for, as given; null without `near`. */
  near: Type.Union([Type.String(), Type.Null()]),
});
export type OccupationRecommendations = Static<typeof OccupationRecommendations>;
