import type { Queryable } from '../db/database.ts';
import type { Endpoint } from './guard.ts';

export type Outcome = 'ok' | 'rejected' | 'failed';

export interface AuditEntry {
  userId: string;
  username: string;
  endpoint: Endpoint;
  statement: string;
  /** The bound parameters of a JSON body; null for a text/plain one. */
  params?: readonly unknown[] | null;
  outcome: Outcome;
  /** Why it was rejected or failed. */
  detail?: string | null;
  rowCount?: number | null;
}

/** The statement as stored: text columns take no NUL, and an over-long body is cut. */
const MAX_STORED = 20_000;

function storable(value: string, max = MAX_STORED): string {
  const clean = value.replaceAll('\u0000', '\uFFFD');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** The parameters as JSON for a jsonb column, which takes no \u0000; cut to a JSON string if long. */
function storableParams(params: readonly unknown[]): string {
  const json = JSON.stringify(
    params.map((value) =>
      typeof value === 'string' ? value.replaceAll('\u0000', '\uFFFD') : value,
    ),
  );
  return json.length > MAX_STORED ? JSON.stringify(storable(json)) : json;
}

/**
 * Layer 4: one row per admin statement, written outside the statement's transaction after it
 * has ended, so a rollback cannot take the record with it.
 */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO admin_sql_audit (user_id, username, endpoint, statement, outcome, detail, row_count, params)
     -- The admin may just have deleted their own account: keep the row, without the link.
     VALUES ((SELECT id FROM users WHERE id = $1), $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      entry.userId,
      entry.username,
      entry.endpoint,
      storable(entry.statement),
      entry.outcome,
      entry.detail === undefined || entry.detail === null ? null : storable(entry.detail, 2_000),
      entry.rowCount ?? null,
      entry.params ? storableParams(entry.params) : null,
    ],
  );
}
