import type { ApiClient } from '@kompass/shared';

/** A value bound to a `$n` placeholder: never spliced into the SQL text. */
export type SqlValue = string | number | boolean | null;

/** One statement with placeholders `$1…$n` and their values, in order. */
export interface Statement {
  sql: string;
  params: SqlValue[];
}

/**
 * POST /admin/database/sql as JSON `{ sql, params }`: the rows of one SELECT. A 400 (the
 * server's German reason) is left to the caller, which names what failed.
 */
export function runSql<T>(api: ApiClient, statement: Statement, signal?: AbortSignal) {
  return api
    .post('admin/database/sql', { json: statement, signal, context: { silentStatuses: [400] } })
    .json<T[]>();
}
