import { Type, type Static } from 'typebox';
import { SearchText } from './search-text.ts';

/** The radius a place filter accepts, in whole km; the default when only `near` is given. */
export const MIN_RADIUS_KM = 5;
export const MAX_RADIUS_KM = 200;
export const DEFAULT_RADIUS_KM = 25;

/** The longest place text accepted (characters). */
export const MAX_PLACE_LENGTH = 100;

const PlaceText = (title: string) =>
  Type.String({
    title,
    minLength: 1,
    maxLength: MAX_PLACE_LENGTH,
    errorMessage: `„${title}“ muss eine Stadt oder eine fünfstellige Postleitzahl mit 1 bis ${MAX_PLACE_LENGTH} Zeichen sein.`,
  });

/**
 * `?near=&radiusKm=` of the job and course lists: a German town or five-digit postcode and a
 * radius around it (default {@link DEFAULT_RADIUS_KM} km). An unknown place, a radius out of
 * range or a radius without a place answer 400.
 */
export const NearQuery = Type.Object({
  near: Type.Optional(PlaceText('near')),
  radiusKm: Type.Optional(
    Type.Integer({
      title: 'radiusKm',
      minimum: MIN_RADIUS_KM,
      maximum: MAX_RADIUS_KM,
      errorMessage: `Der Umkreis muss zwischen ${MIN_RADIUS_KM} und ${MAX_RADIUS_KM} km liegen.`,
    }),
  ),
});
export type NearQuery = Static<typeof NearQuery>;

/** With `near`, every item of a list says how far it is from that place; else null. */
export const DistanceKm = Type.Union([Type.Number(), Type.Null()], {
  description: 'Entfernung vom Ort aus „near“ in km, auf eine Nachkommastelle; null ohne „near“.',
});

/** The most suggestions one request asks for. */
export const MAX_PLACE_SUGGESTIONS = 10;

/** `GET /places?search=&limit=`: places whose name or postcode starts with the text. */
export const PlaceListQuery = Type.Object({
  search: PlaceText('search'),
  limit: Type.Optional(
    Type.Integer({
      title: 'limit',
      minimum: 1,
      maximum: MAX_PLACE_SUGGESTIONS,
      default: MAX_PLACE_SUGGESTIONS,
      errorMessage: `„limit“ muss eine ganze Zahl von 1 bis ${MAX_PLACE_SUGGESTIONS} sein.`,
    }),
  ),
});

export const Place = Type.Object({
  name: Type.String(),
  postcode: Type.String({ description: 'Fünfstellige Postleitzahl.' }),
});

export const PlaceList = Type.Object({ content: Type.Array(Place) });

/** `GET /places/in-query?search=`: a search text that may name a place. */
export const PlaceInQueryQuery = Type.Object({ search: SearchText('search') });

export const PlaceInQuery = Type.Object({
  place: Type.Union([Place, Type.Null()], {
    description: 'Der Ort, den die Suche am Anfang oder Ende nennt; null ohne Ort.',
  }),
  search: Type.String({ description: 'Die Suche ohne den Ort und sein „in“, „bei“ …' }),
});
