import { Type, type Static } from 'typebox';
import { PageQuery } from './common.ts';
import { JobDetails } from './entities.ts';

export const Profile = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  displayName: Type.String(),
  about: Type.String(),
  interests: Type.Array(Type.String()),
  everydayActivities: Type.Array(Type.String()),
  job: Type.Union([JobDetails, Type.Null()]),
  /** Whether `GET /avatars/{userId}` has a picture: without one the page shows initials at once. */
  hasAvatar: Type.Boolean(),
});
export type Profile = Static<typeof Profile>;

export const Rating = Type.Object({
  rating: Type.Union([Type.Number(), Type.Null()]),
  count: Type.Integer(),
  mine: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()], {
    description:
      'Die Sterne, die der Aufrufer selbst vergeben hat; null, wenn er nicht bewertet hat.',
  }),
});
export const ProfileFollowing = Type.Object({ count: Type.Integer(), following: Type.Boolean() });
export type Rating = Static<typeof Rating>;
export type ProfileFollowing = Static<typeof ProfileFollowing>;

export const ProfilesQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(Type.String({ format: 'uuid', title: 'search' })),
});

export const RateQuery = Type.Object({
  rating: Type.Integer({
    title: 'rating',
    minimum: 1,
    maximum: 5,
    errorMessage: 'Die Bewertung muss eine ganze Zahl von 1 bis 5 sein.',
  }),
});

const JobInput = Type.Object(
  {
    name: Type.String({ title: 'Jobtitel', minLength: 1, maxLength: 120 }),
    description: Type.String({ title: 'Jobbeschreibung', maxLength: 2000 }),
    location: Type.String({ title: 'Arbeitsort', maxLength: 120 }),
    workType: Type.String({ title: 'Arbeitsmodell', maxLength: 80 }),
    yearlySalary: Type.Number({
      title: 'Jahresgehalt',
      minimum: 0,
      maximum: 100_000_000,
      errorMessage: 'Das Jahresgehalt muss eine Zahl von 0 bis 100.000.000 sein.',
    }),
    imageUrl: Type.String({ title: 'Jobbild', maxLength: 1000 }),
  },
  { title: 'job' },
);

const MAX_ENTRIES = 3;

export const UpdateProfile = Type.Object({
  displayName: Type.String({ title: 'Anzeigename', minLength: 1, maxLength: 80 }),
  about: Type.String({ title: 'Über mich', maxLength: 2000 }),
  interests: Type.Array(
    Type.String({
      maxLength: 40,
      errorMessage: 'Eine Eigenschaft darf höchstens 40 Zeichen lang sein.',
    }),
    {
      title: 'Eigenschaften',
      maxItems: MAX_ENTRIES,
      errorMessage: { maxItems: `Du kannst höchstens ${MAX_ENTRIES} Eigenschaften angeben.` },
    },
  ),
  everydayActivities: Type.Array(
    Type.String({
      maxLength: 500,
      errorMessage: 'Eine Alltagsaktivität darf höchstens 500 Zeichen lang sein.',
    }),
    {
      title: 'Alltagsaktivitäten',
      maxItems: MAX_ENTRIES,
      errorMessage: { maxItems: `Du kannst höchstens ${MAX_ENTRIES} Alltagsaktivitäten angeben.` },
    },
  ),
  job: Type.Optional(Type.Union([JobInput, Type.Null()], { title: 'job' })),
});
export type UpdateProfile = Static<typeof UpdateProfile>;
