import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Database } from '../db/database.ts';
import { distanceKm, placeKey, shortName } from './key.ts';

/**
 * The place dataset: GeoNames' postcodes for Germany (CC BY 4.0), one row per postcode with a name
 * and a centre, derived by api/scripts/derive-places.ts (docs/decisions/places-from-geonames.md).
 */
export const PLACE_DATASET = 'geonames-de';

const PLACE_FILE = new URL('places-de.tsv', import.meta.url);

/**
 * The credit the licence asks of whoever shows the places (CC BY 4.0), for the pages that name
 * the sources.
 */
export const PLACE_ATTRIBUTION = {
  text: 'Orte und Postleitzahlen: GeoNames (geonames.org), CC BY 4.0',
  url: 'https://www.geonames.org/',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/deed.de',
} as const;

export interface PlaceRow {
  postcode: string;
  name: string;
  nameKey: string;
  lat: number;
  lon: number;
  /** Set on the one postcode that stands for its town: how many postcodes the town has. */
  townPostcodes: number | null;
  /** The key of the town's short name, on the largest town of that short name only. */
  shortKey: string | null;
}

/** Serialises the loading of several API instances starting at once against one PostgreSQL. */
const PLACES_LOCK = 724_016;

/** The version of the data file: its content's hash, so a changed file is loaded again. */
function datasetVersion(file: string): string {
  return createHash('sha256').update(file).digest('hex').slice(0, 16);
}

async function readPlaceFile(): Promise<string> {
  return readFile(PLACE_FILE, 'utf8');
}

/** The dataset's postcodes, each marked when it stands for its town. */
export async function readPlaces(file?: string): Promise<PlaceRow[]> {
  // Lines of postcode, name, lat and lon, after a header line.
  const records = (file ?? (await readPlaceFile())).split('\n').slice(1);
  const seen = new Set<string>();
  const rows: PlaceRow[] = [];
  for (const record of records) {
    const [postcode = '', name = '', lat = '', lon = ''] = record.split('\t');
    const row = {
      postcode,
      name: name.trim(),
      nameKey: placeKey(name),
      lat: Number(lat),
      lon: Number(lon),
      townPostcodes: null,
      shortKey: null,
    };
    const usable =
      /^[0-9]{5}$/.test(row.postcode) &&
      row.nameKey !== '' &&
      Number.isFinite(row.lat) &&
      Number.isFinite(row.lon) &&
      !seen.has(row.postcode);
    if (!usable) continue;
    seen.add(row.postcode);
    rows.push(row);
  }
  markTowns(rows);
  markShortNames(rows);
  return rows;
}

/**
 * The largest town (most postcodes; a tie: its own name, then the lowest postcode) among those
 * whose name or short name is a short name gets that short name's key, unless it is its own.
 */
function markShortNames(rows: PlaceRow[]) {
  const byShortKey = new Map<string, PlaceRow[]>();
  for (const town of rows.filter((row) => row.townPostcodes !== null)) {
    for (const key of new Set([town.nameKey, placeKey(shortName(town.name))])) {
      if (key === '') continue;
      const group = byShortKey.get(key);
      if (group) group.push(town);
      else byShortKey.set(key, [town]);
    }
  }
  for (const [key, towns] of byShortKey) {
    const largest = towns.reduce((best, town) => {
      const order =
        town.townPostcodes! - best.townPostcodes! ||
        Number(town.nameKey === key) - Number(best.nameKey === key) ||
        (town.postcode < best.postcode ? 1 : -1);
      return order > 0 ? town : best;
    });
    if (largest.nameKey !== key) largest.shortKey = key;
  }
}

/**
 * A town stands at its postcode nearest to the middle of all its postcodes: the middle itself
 * can fall between two places of the same name far apart, and a town's outlying postcodes
 * (Hamburg's island Neuwerk) barely move it. Ties: the lowest postcode.
 */
function markTowns(rows: PlaceRow[]) {
  const towns = new Map<string, PlaceRow[]>();
  for (const row of rows) {
    const town = towns.get(row.nameKey);
    if (town) town.push(row);
    else towns.set(row.nameKey, [row]);
  }
  for (const postcodes of towns.values()) {
    const middle = {
      lat: postcodes.reduce((sum, row) => sum + row.lat, 0) / postcodes.length,
      lon: postcodes.reduce((sum, row) => sum + row.lon, 0) / postcodes.length,
    };
    let best = postcodes[0]!;
    let bestDistance = Infinity;
    for (const row of postcodes) {
      const distance = distanceKm(row, middle);
      if (distance < bestDistance || (distance === bestDistance && row.postcode < best.postcode)) {
        best = row;
        bestDistance = distance;
      }
    }
    best.townPostcodes = postcodes.length;
  }
}

/**
 * Fills the place table (migration 019) from the dataset, unless it already holds this version
 * of it; then the search documents get their coordinates. Returns whether it loaded.
 * Idempotent and the same on PGlite and PostgreSQL: one INSERT of all rows.
 */
export async function loadPlaces(db: Database): Promise<boolean> {
  const file = await readPlaceFile();
  const version = datasetVersion(file);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PLACES_LOCK]);
    const { rows } = await tx.query<{ version: string }>(
      'SELECT version FROM place_source WHERE dataset = $1',
      [PLACE_DATASET],
    );
    if (rows[0]?.version === version) return false;

    const places = await readPlaces(file);
    await tx.exec('DELETE FROM place; DELETE FROM place_source');
    await tx.query(
      `INSERT INTO place (postcode, name, name_key, lat, lon, town_postcodes, short_key)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[],
                            $6::int[], $7::text[])`,
      [
        places.map((place) => place.postcode),
        places.map((place) => place.name),
        places.map((place) => place.nameKey),
        places.map((place) => place.lat),
        places.map((place) => place.lon),
        places.map((place) => place.townPostcodes),
        places.map((place) => place.shortKey),
      ],
    );
    await tx.query('INSERT INTO place_source (dataset, version) VALUES ($1, $2)', [
      PLACE_DATASET,
      version,
    ]);
    await tx.exec('SELECT place_refresh_documents()');
    return true;
  });
}
