import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../../db/database.ts';
import { badRequest } from '../../../errors.ts';
import { DEFAULT_RADIUS_KM, type NearQuery } from '../../../schemas/places.ts';
import type { NearFilter } from '../../../search/list.ts';

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

  return {
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
