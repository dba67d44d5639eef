import { Type, type Static } from 'typebox';
import { SearchText } from './search-text.ts';
import { EntityType } from './entities.ts';

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
