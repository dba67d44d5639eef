import type { Database, Queryable } from '../db/database.ts';

/** The tables whose changes migration 010 announces; other tables are counted every time. */
const ANNOUNCED = new Set(['job', 'company', 'course']);

/** `total` of a plain content list (no search): the number of rows that pass its filter. */
export interface ListTotals {
  /**
   * `where`: a fixed `WHERE …` on `table` as `alias` (never user text), or '' for every row;
   * its values as `params` ($1, $2, …).
   */
  count(table: string, alias: string, where: string, params?: unknown[]): Promise<number>;
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
 * needs the number. It changes only when rows do: kept in memory per table and filter, and
 * dropped when a NOTIFY says the table changed (migration 010), whichever instance or connection
 * changed it. While notifications are down, or with `ttlSeconds` 0, every count is read. Until
 * its NOTIFY arrives (milliseconds), a count may miss the latest change.
 */
export async function createListTotals(db: Database, ttlSeconds: number): Promise<ListTotals> {
  if (ttlSeconds <= 0) {
    return {
      count: (table, alias, where, params) => countRows(db, table, alias, where, params),
      close: async () => {},
    };
  }
  const cache = new Map<string, { total: number; until: number }>();
  // Bumped by every change: a count that raced with one must not be kept.
  let generation = 0;
  const forget = (table: string) => {
    generation += 1;
    for (const key of cache.keys()) if (key.startsWith(`${table} `)) cache.delete(key);
  };
  const stop = await db.notifications.listen('kompass_content', {
    notify: forget,
    gap() {
      generation += 1;
      cache.clear();
    },
  });

  return {
    async count(table, alias, where, params = []) {
      if (!ANNOUNCED.has(table)) return countRows(db, table, alias, where, params);
      const key = `${table} ${alias} ${where} ${JSON.stringify(params)}`;
      const cached = cache.get(key);
      if (db.notifications.live && cached && cached.until > Date.now()) return cached.total;
      const seen = generation;
      const total = await countRows(db, table, alias, where, params);
      if (db.notifications.live && generation === seen) {
        cache.set(key, { total, until: Date.now() + ttlSeconds * 1000 });
      }
      return total;
    },
    async close() {
      await stop();
      cache.clear();
    },
  };
}
