import type { Queryable } from '../db/database.ts';
import { countMatches, matchSql } from './engine.ts';
import type { SearchTarget } from './targets.ts';
import { prepareSearch, type PreparedSearch } from './text.ts';
import type { ListTotals } from './totals.ts';
import type { Vocabulary } from './vocabulary.ts';

export interface ListOptions {
  target: SearchTarget;
  /** Where the query words are looked up (vocabulary.ts). */
  vocabulary: Vocabulary;
  /** Where the plain list's `total` comes from (totals.ts). */
  totals: ListTotals;
  /** Alias of the target table in `columns`, `joins` and `orderBy`. */
  alias: string;
  /** SELECT list. */
  columns: string;
  /** Further joins after the target table (e.g. the job's author). */
  joins?: string;
  /** Order of the plain list (search results are ranked by the engine). */
  orderBy: string;
  /** `?search=`: blank or absent lists everything. */
  search?: string | undefined;
  /**
   * A fixed condition on the target rows (never user text), given the table alias to use and
   * the placeholder of each of its `filterParams` by index; it narrows the plain list and the
   * search alike, and `total` counts only what passes it.
   */
  filter?: ((alias: string, placeholder: (index: number) => string) => string) | undefined;
  /** Values the filter's placeholders stand for (user input goes here, never into the text). */
  filterParams?: unknown[] | undefined;
  /**
   * The filter's columns are also on the target's document table (kept by its triggers), so a
   * search applies it to the matching documents directly instead of joining the table.
   */
  filterOnDocuments?: boolean | undefined;
  /**
   * Only rows whose document lies within the radius (the document table has `lat`/`lon`,
   * migration 019; rows without a known place never match). Each row then carries
   * `distance_km` (one decimal); the plain list is ordered by distance before `orderBy`, a
   * search uses the distance after the score.
   */
  near?: NearFilter | undefined;
  page: number;
  size: number;
}

/** A point and a radius around it. */
export interface NearFilter {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** Kilometres per degree of latitude, a little less than anywhere on earth (a wider box). */
const KM_PER_DEGREE = 110.5;

/**
 * The values of a place filter, after the list's own filter values: the point, the radius, and
 * the bounding box of the circle (latitude, then longitude range) that an index can narrow by
 * before the exact distance is computed.
 */
function nearParams(near: NearFilter): number[] {
  const latDelta = near.radiusKm / KM_PER_DEGREE;
  const widestLat = Math.min(89, Math.abs(near.lat) + latDelta);
  const lonDelta = near.radiusKm / (KM_PER_DEGREE * Math.cos((widestLat * Math.PI) / 180));
  return [
    near.lat,
    near.lon,
    near.radiusKm,
    near.lat - latDelta,
    near.lat + latDelta,
    near.lon - lonDelta,
    near.lon + lonDelta,
  ];
}

/** The exact distance in km of document `alias` from the filter's point. */
function distanceSql(alias: string, placeholder: (index: number) => string): string {
  return `place_distance_km(${placeholder(0)}::float8, ${placeholder(1)}::float8, ${alias}.lat, ${alias}.lon)`;
}

/**
 * Document `alias` lies within the filter's radius: the box (on the place index when `byIndex`),
 * then exactly.
 *
 * A search leaves the index alone: its words narrow further than any box, and a statement that
 * cannot use the place index has one good plan for every radius, so it is prepared once per
 * connection instead of planned per request (planning it took longer than running it). A
 * generic plan that may use the index walks a 200 km box whole (18 ms against 6 around Berlin
 * on the 100,000 scale jobs). The price is paid by words that match most jobs ('Ausbildung'
 * within 5 km: 10 ms instead of 5); titles, what people search, take half the time
 * (docs/decisions/search-speed.md).
 */
function nearSql(alias: string, placeholder: (index: number) => string, byIndex = true): string {
  // `+ 0` keeps the planner off the index without changing the value.
  const [lat, lon] = ['lat', 'lon'].map((column) =>
    byIndex ? `${alias}.${column}` : `(${alias}.${column} + 0)`,
  );
  return `${lat} BETWEEN ${placeholder(3)}::float8 AND ${placeholder(4)}::float8
     AND ${lon} BETWEEN ${placeholder(5)}::float8 AND ${placeholder(6)}::float8
     AND ${distanceSql(alias, placeholder)} <= ${placeholder(2)}::float8`;
}

/** The column `distance_km` of a row whose document is `alias`. */
function distanceColumn(alias: string, placeholder: (index: number) => string): string {
  return `round(${distanceSql(alias, placeholder)}::numeric, 1)::float8 AS distance_km`;
}

/** The values of the list's filters: its own, then the place filter's. */
function allFilterParams(options: ListOptions): unknown[] {
  return [...(options.filterParams ?? []), ...(options.near ? nearParams(options.near) : [])];
}

/** Placeholders of the place filter's values when `first` parameters come before them. */
function nearPlaceholders(options: ListOptions, first: number): (index: number) => string {
  return placeholdersFrom(first + (options.filterParams?.length ?? 0));
}

/**
 * One page of a content list (`{ content, total }`): everything ordered by `orderBy`, or, with a
 * search text, the matches best first. A search is one statement; `total` comes with the page.
 */
export async function listOrSearch<Row>(
  db: Queryable,
  options: ListOptions,
): Promise<{ rows: Row[]; total: number }> {
  const { target, alias, columns, orderBy, page, size } = options;
  const joins = options.joins ?? '';
  const from = `${target.table} ${alias}`;
  const filterParams = allFilterParams(options);
  const { near } = options;

  if (options.search === undefined || options.search.trim() === '') {
    // The place filter reads the target's documents (`nd`): the page joins them, the count
    // asks for them. With `filterOnDocuments` the list's own filter reads them too.
    const where = (first: number, forCount: boolean) => {
      const onDocuments: string[] = [];
      const onRows: string[] = [];
      if (near) onDocuments.push(nearSql('nd', nearPlaceholders(options, first)));
      if (options.filter) {
        const onNd = near && options.filterOnDocuments;
        (onNd ? onDocuments : onRows).push(
          `(${options.filter(onNd ? 'nd' : alias, placeholdersFrom(first))})`,
        );
      }
      const conditions =
        forCount && onDocuments.length > 0
          ? [
              `EXISTS (SELECT 1 FROM ${target.documents} nd
                        WHERE nd.id = ${alias}.id AND ${onDocuments.join(' AND ')})`,
              ...onRows,
            ]
          : [...onDocuments, ...onRows];
      return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    };
    const list = near
      ? `SELECT ${columns}, ${distanceColumn('nd', nearPlaceholders(options, 2))}
           FROM ${from} JOIN ${target.documents} nd ON nd.id = ${alias}.id ${joins} ${where(2, false)}
          ORDER BY ${distanceSql('nd', nearPlaceholders(options, 2))}, ${orderBy}
          LIMIT $1 OFFSET $2`
      : `SELECT ${columns} FROM ${from} ${joins} ${where(2, false)} ORDER BY ${orderBy} LIMIT $1 OFFSET $2`;
    const [rows, total] = await Promise.all([
      db.query<Row>(list, [size, page * size, ...filterParams]),
      options.totals.count(target.table, alias, where(0, true), filterParams),
    ]);
    return { rows: rows.rows, total };
  }

  const prepared = prepareSearch(options.search);
  if (!prepared) return { rows: [], total: 0 };
  const statement = await searchPageSql(options, prepared, false);
  if (!statement) return { rows: [], total: 0 };
  // The number of matches changes only when the table does: kept with the list totals, read
  // beside the page when it is not known (totals.ts).
  const where = filterOnMatches(options, 0);
  const search = JSON.stringify([prepared.words, prepared.startsWith, where ?? '', filterParams]);
  const [{ rows }, total] = await Promise.all([
    db.query<Row & { search_total: null }>(statement.sql, statement.params, { prepare: true }),
    options.totals.countSearch(target.table, search, () =>
      countMatches(db, options.vocabulary, target, prepared, where, filterParams),
    ),
  ]);
  return { rows: rows.map(({ search_total: _total, ...row }) => row as Row), total };
}

/**
 * The statement of a search page: the matches ranked best first, LIMIT/OFFSET for the page
 * and the number of all matches on every row (`search_total`); null when nothing can match.
 * Exported for the plan tests.
 */
export async function searchPageSql(
  options: ListOptions,
  prepared: PreparedSearch,
  /** False: the page only (`search_total` null); the caller counts the matches itself. */
  withTotal = true,
): Promise<{ sql: string; params: unknown[] } | null> {
  const { target, alias, columns, page, size, near } = options;
  const filterParams = allFilterParams(options);
  const search = await matchSql(options.vocabulary, target, prepared, 2 + filterParams.length, {
    limit: '$1',
    offset: '$2',
    where: filterOnMatches(options, 2),
    distance: near ? distanceSql('d', nearPlaceholders(options, 2)) : undefined,
    withTotal,
  });
  if (!search) return null;
  return {
    sql: `WITH ${search.sql}
     SELECT ${columns}${near ? `, ${distanceColumn('nd', nearPlaceholders(options, 2))}` : ''},
            p.search_total
       FROM search_page p
       JOIN ${target.table} ${alias} ON ${alias}.id = p.id
       ${near ? `JOIN ${target.documents} nd ON nd.id = ${alias}.id` : ''}
       ${options.joins ?? ''}
      ORDER BY p.position`,
    params: [size, page * size, ...filterParams, ...search.params],
  };
}

/** Placeholders of the filter's values when `first` parameters come before them. */
function placeholdersFrom(first: number): (index: number) => string {
  return (index) => `$${first + index + 1}`;
}

/** The list's filters as a condition on the matching documents `d`. */
function filterOnMatches(options: ListOptions, first: number): string | undefined {
  const { filter, filterOnDocuments, target, near } = options;
  const conditions: string[] = [];
  if (filter && filterOnDocuments) conditions.push(`(${filter('d', placeholdersFrom(first))})`);
  else if (filter) {
    conditions.push(
      `d.id IN (SELECT f.id FROM ${target.table} f WHERE ${filter('f', placeholdersFrom(first))})`,
    );
  }
  if (near) conditions.push(nearSql('d', nearPlaceholders(options, first), false));
  return conditions.length > 0 ? conditions.join(' AND ') : undefined;
}
