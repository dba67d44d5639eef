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
  page: number;
  size: number;
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
  const filterParams = options.filterParams ?? [];
  const where = (first: number) =>
    options.filter ? `WHERE ${options.filter(alias, placeholdersFrom(first))}` : '';

  if (options.search === undefined || options.search.trim() === '') {
    const [list, total] = await Promise.all([
      db.query<Row>(
        `SELECT ${columns} FROM ${from} ${joins} ${where(2)} ORDER BY ${orderBy} LIMIT $1 OFFSET $2`,
        [size, page * size, ...filterParams],
      ),
      options.totals.count(target.table, alias, where(0), filterParams),
    ]);
    return { rows: list.rows, total };
  }

  const prepared = prepareSearch(options.search);
  if (!prepared) return { rows: [], total: 0 };
  const statement = await searchPageSql(options, prepared);
  if (!statement) return { rows: [], total: 0 };
  const { rows } = await db.query<Row & { search_total: number }>(statement.sql, statement.params, {
    prepare: true,
  });
  if (rows.length > 0 || page === 0) {
    const total = rows[0]?.search_total ?? 0;
    return { rows: rows.map(({ search_total: _total, ...row }) => row as Row), total };
  }
  // A page past the end carries no count: ask for it on its own (rare).
  return {
    rows: [],
    total: await countMatches(
      db,
      options.vocabulary,
      target,
      prepared,
      filterOnMatches(options, 0),
      filterParams,
    ),
  };
}

/**
 * The statement of a search page: the matches ranked best first, LIMIT/OFFSET for the page
 * and the number of all matches on every row (`search_total`); null when nothing can match.
 * Exported for the plan tests.
 */
export async function searchPageSql(
  options: ListOptions,
  prepared: PreparedSearch,
): Promise<{ sql: string; params: unknown[] } | null> {
  const { target, alias, columns, page, size } = options;
  const filterParams = options.filterParams ?? [];
  const search = await matchSql(options.vocabulary, target, prepared, 2 + filterParams.length, {
    limit: '$1',
    offset: '$2',
    where: filterOnMatches(options, 2),
  });
  if (!search) return null;
  return {
    sql: `WITH ${search.sql}
     SELECT ${columns}, p.search_total
       FROM search_page p
       JOIN ${target.table} ${alias} ON ${alias}.id = p.id
       ${options.joins ?? ''}
      ORDER BY p.position`,
    params: [size, page * size, ...filterParams, ...search.params],
  };
}

/** Placeholders of the filter's values when `first` parameters come before them. */
function placeholdersFrom(first: number): (index: number) => string {
  return (index) => `$${first + index + 1}`;
}

/** The list's filter as a condition on the matching documents `d`. */
function filterOnMatches(
  { filter, filterOnDocuments, target }: ListOptions,
  first: number,
): string | undefined {
  if (!filter) return undefined;
  if (filterOnDocuments) return `(${filter('d', placeholdersFrom(first))})`;
  return `d.id IN (SELECT f.id FROM ${target.table} f WHERE ${filter('f', placeholdersFrom(first))})`;
}
