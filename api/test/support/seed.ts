// Shared by the demo seed tests.
import type { App } from '../../src/app.ts';

/** Counts with one `SELECT … AS n` query, on the app that `current` gives once built. */
export function rowCounter(current: () => App) {
  return async (sql: string, params: unknown[] = []) => {
    const { rows } = await current().db.query<{ n: string | number }>(sql, params);
    return Number(rows[0]!.n);
  };
}
