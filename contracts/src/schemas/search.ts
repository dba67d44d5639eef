import { Type, type Static } from 'typebox';
import { SearchText } from './search-text.ts';
import { Company, Course, EntityType, Job } from './entities.ts';

/** The most ids one "most searched" call returns. */
export const MAX_TOP = 50;
/** Without `?limit=`: the six tiles of the search page (docs/product.md#constants). */
export const DEFAULT_TOP = 6;
/** The most users one discovery search returns. */
export const MAX_DISCOVERED = 20;

const Limit = Type.Integer({
  title: 'limit',
  minimum: 1,
  maximum: MAX_TOP,
  default: DEFAULT_TOP,
  errorMessage: `„limit“ muss eine ganze Zahl von 1 bis ${MAX_TOP} sein.`,
});

export const TopQuery = Type.Object({ entityType: EntityType, limit: Type.Optional(Limit) });
export const TopAllQuery = Type.Object({ limit: Type.Optional(Limit) });
export const TopEntry = Type.Object({ entityType: EntityType, entityId: Type.String() });

/** How many of a list `GET /search/entities/top/cards` answers: none unless asked. */
const CardCount = (name: string) =>
  Type.Integer({
    title: name,
    minimum: 0,
    maximum: MAX_TOP,
    default: 0,
    errorMessage: `„${name}“ muss eine ganze Zahl von 0 bis ${MAX_TOP} sein.`,
  });

/** The ranked lists a first screen shows, each asked with its length. */
export const TopCardsQuery = Type.Object({
  all: Type.Optional(CardCount('all')),
  job: Type.Optional(CardCount('job')),
  company: Type.Optional(CardCount('company')),
  course: Type.Optional(CardCount('course')),
});

/**
 * One ranked item with what its card shows. A job and a course are whole, as their detail reads
 * answer them, so a card opens its details without asking again; a company is without its jobs
 * and courses, which only its own page shows.
 */
export const TopCard = Type.Union([
  Type.Object({ entityType: Type.Literal('job'), entityId: Type.String(), entity: Job }),
  Type.Object({ entityType: Type.Literal('company'), entityId: Type.String(), entity: Company }),
  Type.Object({ entityType: Type.Literal('course'), entityId: Type.String(), entity: Course }),
]);

/** Each list most viewed first (views of the last 30 days); a list not asked for is empty. */
export const TopCards = Type.Object({
  all: Type.Array(TopCard),
  job: Type.Array(TopCard),
  company: Type.Array(TopCard),
  course: Type.Array(TopCard),
});

export const DiscoveryQuery = Type.Object({ name: SearchText('name') });
export const DiscoveredUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  /** Whether the user has a picture at `GET /avatars/{userId}`. */
  hasAvatar: Type.Boolean(),
});
export type DiscoveredUser = Static<typeof DiscoveredUser>;

/** `GET /search/did-you-mean?search=`: a spelling that finds something, for an empty result. */
export const DidYouMeanQuery = Type.Object({ search: SearchText('search') });
export const DidYouMean = Type.Object({
  suggestion: Type.Union([Type.String(), Type.Null()], {
    description: 'Die Suche mit den Wörtern der Namen geschrieben; null ohne Vorschlag.',
  }),
});
