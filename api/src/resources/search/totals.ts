import type { Database, Queryable } from '../../db/database.ts';
import { NotifiedCache } from '../../db/notified-cache.ts';

/** The tables whose changes migration 010 announces; other tables are counted every time. */
const ANNOUNCED = new Set(['job', 'company', 'course']);

/** Between the table, alias, filter and values of a cache key: in none of them. */
const SEPARATOR = '\u0000';

/** `total` of a plain content list (no search): the number of rows that pass its filter. */
export interface ListTotals {
  /**
   * `where`: a fixed `WHERE …` on `table` as `alias` (never user text), or '' for every row;
   * its values as `params` ($1, $2, …).
   */
  count(table: string, alias: string, where: string, params?: unknown[]): Promise<number>;
  /**
   * The number of a search's matches in `table`: `search` names the search (its words, filter
   * and values), `count` reads the number when it is not known.
   */
  countSearch(table: string, search: string, count: () => Promise<number>): Promise<number>;
  close(): Promise<void>;
}

async function countRows(
  db: Queryable,
  table: string,
  alias: string,
  where: string,
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${table} ${alias} ${where}`,
    params,
  );
  return rows[0]?.total ?? 0;
}

/**
 * Counting 100,000 jobs costs more than reading a page of them, and every first page of a list
 * needs the number; so does every search (counting the 6,700 matches of „Pflege“ took more than
 * ranking them). It changes only when rows do: kept in memory per table, filter and values
 * (`NotifiedCache`), and dropped for a whole table when its NOTIFY (migration 010, payload: the
 * table) says it changed. Tables without a NOTIFY are counted every time.
 */
export async function createListTotals(db: Database, ttlSeconds: number): Promise<ListTotals> {
  const totals = await NotifiedCache.create<string, number>(db, {
    ttlSeconds,
    max: 10_000,
    load(key) {
      const [table = '', alias = '', where = '', params = '[]'] = key.split(SEPARATOR);
      return countRows(db, table, alias, where, JSON.parse(params) as unknown[]);
    },
    channels: {
      kompass_content: (table, cached) =>
        cached.dropWhere((_total, key) => key.startsWith(`${table}${SEPARATOR}`)),
    },
  });

  return {
    async count(table, alias, where, params = []) {
      if (!ANNOUNCED.has(table)) return countRows(db, table, alias, where, params);
      const key = [table, alias, where, JSON.stringify(params)].join(SEPARATOR);
      return (await totals.get(key)) ?? 0;
    },
    async countSearch(table, search, count) {
      if (!ANNOUNCED.has(table)) return count();
      const key = [table, 'search', search].join(SEPARATOR);
      return (await totals.get(key, count)) ?? 0;
    },
    close: () => totals.close(),
  };
}
