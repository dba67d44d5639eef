import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { DEFAULT_RADIUS_KM, type NearQuery } from '@kompass/contracts/schemas/places';
import type { NearFilter } from '../search/list.ts';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesRepository;
  }
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;

/** A known place: a town (at the postcode that stands for it) or one postcode. */
export interface KnownPlace {
  name: string;
  postcode: string;
  lat: number;
  lon: number;
}

const postcode = /^[0-9]{5}$/;

/** Words before a place in a query: „Pflege in Hamburg“, „Koch bei Köln“, „Jobs um 20095“. */
const PLACE_WORDS = new Set(['in', 'im', 'bei', 'um', 'nahe', 'aus', 'nach']);

/**
 * The most words a place in a query has („Frankfurt am Main“, „Halle (Saale)“), and the postcodes
 * a town needs to be read as a place without a word like „in“ before it: „Pflege Hamburg“ is
 * meant as a place, „Stelle“ or „Kuchen“ (villages of one postcode) are not.
 */
const MAX_PLACE_WORDS = 3;
const BARE_TOWN_MIN_POSTCODES = 2;

/** A place named in a search text and the text without it (and without its „in“). */
export interface PlaceInQuery {
  place: { name: string; postcode: string } | null;
  search: string;
}

/**
 * How many typed places are remembered. The table is loaded before the server listens and never
 * written while it runs, so an answer stays true; a list filtered by place then needs no second
 * round trip for the place (a few hundred towns cover most searches).
 */
const REMEMBERED_PLACES = 2_000;

/** The German town names and postcodes of migration 019 (loaded by api/src/places/load.ts). */
export function createPlacesRepository(db: Queryable) {
  // A place nobody knows is remembered too, so retyping a wrong name costs nothing either.
  const found = new LRUCache<string, KnownPlace | { unknown: true }>({ max: REMEMBERED_PLACES });

  async function lookUp(trimmed: string): Promise<KnownPlace | undefined> {
    const { rows } = postcode.test(trimmed)
      ? await db.query<KnownPlace>(
          'SELECT name, postcode, lat, lon FROM place WHERE postcode = $1',
          [trimmed],
        )
      : await db.query<KnownPlace>(
          'SELECT name, postcode, lat, lon FROM place_town(place_key($1))',
          [trimmed],
        );
    return rows[0];
  }

  async function townOrPostcode(
    text: string,
  ): Promise<{ name: string; postcode: string; postcodes: number } | undefined> {
    const { rows } = postcode.test(text)
      ? await db.query<{ name: string; postcode: string; postcodes: number }>(
          'SELECT name, postcode, 1000 AS postcodes FROM place WHERE postcode = $1',
          [text],
        )
      : await db.query<{ name: string; postcode: string; postcodes: number }>(
          `SELECT name, postcode, town_postcodes AS postcodes FROM place
            WHERE town_postcodes IS NOT NULL AND place_key($1) <> ''
              AND (name_key = place_key($1) OR short_key = place_key($1))
            ORDER BY town_postcodes DESC, name_key = place_key($1) DESC
            LIMIT 1`,
          [text],
        );
    return rows[0];
  }

  return {
    /**
     * The place a search names at its end or start („Pflege in Hamburg“, „in Köln Koch“,
     * „Bäcker 50667“) and the search without it. Only with other words left: „Hamburg“ alone
     * stays a search. A town without „in“ (or „bei“ …) before it must be a larger one (see
     * {@link BARE_TOWN_MIN_POSTCODES}), so words like „Stelle“ stay words.
     */
    async inQuery(text: string): Promise<PlaceInQuery> {
      const words = text
        .trim()
        .split(/\s+/u)
        .filter((word) => word !== '');
      const isPlaceWord = (word: string | undefined) =>
        word !== undefined && PLACE_WORDS.has(word.toLowerCase());
      const splits: { placeWords: string[]; rest: string[]; named: boolean }[] = [];
      const longest = Math.min(MAX_PLACE_WORDS, words.length - 1);
      for (let count = longest; count >= 1; count--) {
        const rest = words.slice(0, -count);
        const named = isPlaceWord(rest.at(-1));
        splits.push({
          placeWords: words.slice(-count),
          rest: named ? rest.slice(0, -1) : rest,
          named,
        });
      }
      for (let count = longest; count >= 1; count--) {
        // At the start the small word comes first: „in Köln Koch“.
        const skip = isPlaceWord(words[0]) ? 1 : 0;
        splits.push({
          placeWords: words.slice(skip, skip + count),
          rest: words.slice(skip + count),
          named: skip === 1,
        });
      }
      for (const { placeWords, rest, named } of splits) {
        if (rest.length === 0 || placeWords.length === 0) continue;
        const found = await townOrPostcode(placeWords.join(' '));
        if (!found || (!named && found.postcodes < BARE_TOWN_MIN_POSTCODES)) continue;
        return { place: { name: found.name, postcode: found.postcode }, search: rest.join(' ') };
      }
      return { place: null, search: text.trim() };
    },

    /**
     * The place a user typed: a five-digit postcode, else a town name in any case, with or
     * without umlauts ('muenchen'), or without its addition ('Frankfurt'); undefined when
     * there is none.
     */
    async find(text: string): Promise<KnownPlace | undefined> {
      const trimmed = text.trim();
      const known = found.get(trimmed);
      if (known) return 'unknown' in known ? undefined : known;
      const place = await lookUp(trimmed);
      found.set(trimmed, place ?? { unknown: true });
      return place;
    },

    /**
     * The place filter of a list query, or undefined without `near`. A radius without a place
     * or a place nobody knows answers 400 (the radius range is the schema's).
     */
    async nearFilter(query: NearQuery): Promise<NearFilter | undefined> {
      if (query.near === undefined) {
        if (query.radiusKm !== undefined) {
          throw badRequest(
            '„radiusKm“ gilt nur zusammen mit einem Ort: Gib in „near“ eine Stadt oder eine fünfstellige Postleitzahl an.',
          );
        }
        return undefined;
      }
      const place = await this.find(query.near);
      if (!place) {
        throw badRequest(
          `Den Ort „${query.near.trim()}“ kennen wir nicht. Gib eine Stadt oder eine fünfstellige Postleitzahl ein.`,
        );
      }
      return { lat: place.lat, lon: place.lon, radiusKm: query.radiusKm ?? DEFAULT_RADIUS_KM };
    },

    /**
     * Suggestions for a place input: postcodes that start with the digits typed, or towns whose
     * name starts with the text (an exact name first, then the larger towns: more postcodes).
     */
    async suggest(search: string, limit: number): Promise<{ name: string; postcode: string }[]> {
      const trimmed = search.trim();
      if (/^[0-9]{1,5}$/.test(trimmed)) {
        const { rows } = await db.query<{ name: string; postcode: string }>(
          `SELECT name, postcode FROM place WHERE starts_with(postcode, $1)
            ORDER BY postcode LIMIT $2`,
          [trimmed, limit],
        );
        return rows;
      }
      const { rows } = await db.query<{ name: string; postcode: string }>(
        `SELECT name, postcode FROM place
          WHERE town_postcodes IS NOT NULL AND place_key($1) <> ''
            AND name_key LIKE place_key($1) || '%'
          ORDER BY name_key = place_key($1) DESC, town_postcodes DESC, name, postcode
          LIMIT $2`,
        [trimmed, limit],
      );
      return rows;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('places', createPlacesRepository(fastify.db));
  },
  { name: 'places-repository', dependencies: ['db'] },
);
