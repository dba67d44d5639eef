import { Type, type Static } from 'typebox';
import { Company, Course, Job } from './entities.ts';

const Value = (letter: string) =>
  Type.Number({
    title: letter,
    minimum: 0,
    maximum: 1,
    errorMessage: `Jeder Interessen-Wert (hier ${letter}) muss eine Zahl von 0 bis 1 sein.`,
  });

/** The six RIASEC values, each 0..1. */
export const InterestDimensions = Type.Object(
  {
    R: Value('R'),
    I: Value('I'),
    A: Value('A'),
    S: Value('S'),
    E: Value('E'),
    C: Value('C'),
  },
  { additionalProperties: false },
);

/** `GET /interests`: the caller's profile. */
export const InterestProfile = Type.Object({
  dimensions: InterestDimensions,
  code: Type.String({
    description:
      'Bis zu drei Buchstaben mit einem Wert über 0, der stärkste zuerst; leer ohne Antworten.',
  }),
  answered: Type.Integer({
    description: 'Wie viele Fragen des Interessen-Checks beantwortet (nicht übersprungen) sind.',
  }),
  source: Type.Union([Type.Literal('onboarding'), Type.Literal('edited')]),
});

/** `PUT /interests`: exactly `{ dimensions }`. */
export const SaveInterests = Type.Object(
  { dimensions: InterestDimensions },
  { additionalProperties: false },
);
export type SaveInterests = Static<typeof SaveInterests>;

export const RecommendationsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      title: 'limit',
      minimum: 1,
      maximum: 50,
      default: 10,
      errorMessage: 'limit muss eine ganze Zahl von 1 bis 50 sein.',
    }),
  ),
});

export const Recommendation = Type.Object({
  entityType: Type.Union([Type.Literal('job'), Type.Literal('course')]),
  entityId: Type.String(),
  /** The same summary the lists show. */
  item: Type.Union([Job, Course]),
  /** A course's provider (where one studies it: the university first), else null. */
  company: Type.Union([Company, Type.Null()]),
  score: Type.Number({ description: 'Wie gut der Code des Angebots zum Profil passt (0 bis 1).' }),
  reasons: Type.Array(Type.String()),
  discover: Type.Boolean({
    description: 'Der Vorschlag „Entdecke auch“ aus einer Richtung, die seltener gewählt wurde.',
  }),
});

/** 'Für dich' by listing: jobs and courses, best first, and the profile they were ranked by. */
export const ListingRecommendations = Type.Object({
  content: Type.Array(Recommendation),
  profile: InterestProfile,
});
