import { MAX_ROWS } from '@kompass/contracts/schemas/admin';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { constraintMessage } from './field-limits.ts';
import type { Endpoint } from './guard.ts';
import { ADMIN_TABLES } from './policy.ts';
import { OverBudget, type EmbeddedSandbox } from './sandbox.ts';

/**
 * Layers 2 and 3 of the admin SQL endpoints (docs/product.md#admin-database-endpoints): the
 * statement runs as a role that can reach the eight admin tables only (migration 002), `sql` in a
 * READ ONLY transaction, with a statement timeout, through the extended protocol that takes exactly
 * one statement. None of this relies on the guard: a statement it let through by mistake still
 * meets these limits.
 */

export const ADMIN_SQL_ROLE = 'kompass_admin_sql';
export const STATEMENT_TIMEOUT = '5s';

/**
 * The embedded database runs one statement at a time in this process and cannot cancel one
 * (no statement timeout): a runaway admin statement would hold every user's request. So on
 * PGlite a statement the planner expects to cost more than this is refused before it runs.
 * About a second of work on a 2-core machine (a five-way cross join of 30 rows costs 375,000);
 * a search over 100,000 jobs costs a few thousand.
 */
export const MAX_EMBEDDED_COST = 200_000;
/** Time a read may take in the embedded database's sandbox (as long as PostgreSQL allows). */
export const SANDBOX_READ_BUDGET_MS = 5_000;
/**
 * Time a change's trial may take in the sandbox: it then runs for real in the API's database,
 * where every user waits for it, for about as long again.
 */
export const SANDBOX_CHANGE_BUDGET_MS = 1_000;
/** How long the planner's table statistics are trusted before they are gathered again. */
const STATISTICS_FRESH_MS = 30_000;

export type Row = Record<string, unknown>;

export interface ExecutionResult {
  rows: Row[];
  rowCount: number;
}

/**
 * The database refused the statement: a 400 with a German `message`, since whatever an admin
 * sends is input, never a server fault. `code` is the SQLSTATE, if any, for the audit.
 */
export class StatementFailed extends HttpError {
  readonly code: string | null;

  constructor(message: string, code: string | null = null) {
    super(400, message);
    this.code = code;
  }
}

interface DatabaseError {
  code: string;
  message: string;
  column?: string;
  constraint?: string;
}

function isDatabaseError(error: unknown): error is DatabaseError {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * SQLSTATE classes that mean the server or the connection failed, not the statement: those stay
 * server errors (500). Everything else a database raises while running one admin statement is
 * the statement's fault and answers 400.
 */
const SERVER_FAULT = /^(?:08|531|533|57P|58|F0|XX)/;

/** A German sentence for the admin, by SQLSTATE. */
function germanReason(error: DatabaseError): string {
  const { code } = error;
  const name = (value: string | undefined) => (value ? ` „${value}“` : '');
  switch (code) {
    case '42501':
      return 'Dafür hat die Datenbankrolle der Admin-Abfragen keine Rechte: diese Tabelle, Spalte oder Funktion ist nicht freigegeben.';
    case '25006':
      return 'Über diesen Endpunkt darf nichts geändert werden: er liest nur.';
    case '57014':
      return `Die Anweisung hat zu lange gedauert (mehr als ${STATEMENT_TIMEOUT.replace('s', ' Sekunden')}) und wurde abgebrochen.`;
    case '23505':
      return `Diesen Eintrag gibt es bereits (eindeutiger Schlüssel${name(error.constraint)}).`;
    case '23503':
      return `Ein verknüpfter Eintrag fehlt oder wird noch verwendet (Fremdschlüssel${name(error.constraint)}).`;
    case '23502':
      return `Die Spalte${name(error.column)} darf nicht leer sein.`;
    case '23514':
      return `Ein Wert verletzt die Prüfregel${name(error.constraint)}.`;
    case '42601':
      // The extended protocol's refusal of a second statement carries this code too.
      return /multiple commands/i.test(error.message)
        ? 'Bitte genau eine Anweisung senden.'
        : 'Die Anweisung enthält einen Syntaxfehler.';
    case '42P01':
      return 'Diese Tabelle gibt es nicht.';
    case '42703':
      return 'Diese Spalte gibt es nicht.';
    case '42883':
      return 'Diese Funktion oder dieser Operator passt nicht zu den angegebenen Datentypen.';
    case '22012':
      return 'Division durch null.';
    case '21000':
      return 'Eine Unterabfrage hat mehr als eine Zeile geliefert.';
    case '0A000':
      return 'Das wird von der Datenbank hier nicht unterstützt.';
  }
  if (code.startsWith('23')) return 'Die Änderung verletzt eine Regel der Datenbank.';
  if (code.startsWith('22')) {
    return 'Ein Wert hat ein ungültiges Format oder liegt außerhalb des erlaubten Bereichs.';
  }
  if (code.startsWith('42')) {
    return 'Die Anweisung passt nicht zum Datenbankschema (Name, Datentyp oder Gruppierung).';
  }
  if (code.startsWith('40')) {
    return 'Die Anweisung ist mit einer anderen Änderung zusammengestoßen. Bitte versuche es erneut.';
  }
  if (code.startsWith('54') || code.startsWith('53')) {
    return 'Die Anweisung ist zu aufwendig für die Datenbank.';
  }
  return 'Die Datenbank hat die Anweisung abgelehnt.';
}

/** Refusals by the database become StatementFailed; anything else is rethrown as it is. */
function statementError(error: unknown): unknown {
  if (!isDatabaseError(error) || SERVER_FAULT.test(error.code)) return error;
  // Our own rules (class KA, raised by triggers such as the last-admin check) speak German.
  if (error.code.startsWith('KA')) return new StatementFailed(error.message, error.code);
  // The rules the regular API checks too (migrations 011 and 013): its German sentence, nothing else.
  const rule = error.code === '23514' ? constraintMessage(error.constraint) : undefined;
  if (rule) return new StatementFailed(rule, error.code);
  return new StatementFailed(`${germanReason(error)} (Datenbank: ${error.message})`, error.code);
}

/** JSON has no bigint (PGlite returns int8 as one): a number when exact, else its digits. */
function jsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  }
  if (Array.isArray(value)) return value.map(jsonSafe);
  return value;
}

function jsonSafeRow(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, jsonSafe(value)]));
}

/** A value bound to a `$n` placeholder. */
export type Parameter = string | number | boolean | null;

export interface ExecuteOptions {
  /** Values for `$1…$n`, bound through the extended protocol, never spliced into the text. */
  params?: readonly Parameter[];
  /** For `sql`: refuse results with more rows than this. */
  maxRows?: number;
  /**
   * Wrap the statement so that the database itself enforces its kind (default). `false` runs
   * the text as it is: only for tests that show the lower layers hold on their own.
   */
  wrap?: boolean;
  /**
   * The embedded database's sandbox (./sandbox.ts): a read is answered there and a change is
   * tried there first, each within its time budget, so that no statement stalls other users.
   */
  sandbox?: EmbeddedSandbox | null;
}

/**
 * The text sent to the database. A SELECT goes into a subquery with a row limit; a change goes
 * into a data-modifying CTE that counts its rows. Either way PostgreSQL's own grammar accepts
 * nothing but the statement kind the endpoint is for, and never a SET, DDL or a second statement.
 * Line breaks keep a trailing line comment, should one remain, from swallowing the wrapper.
 */
function wrapped(endpoint: Endpoint, statement: string, maxRows: number): string {
  return endpoint === 'sql'
    ? `SELECT * FROM (\n${statement}\n) AS admin_sql_result LIMIT ${maxRows + 1}`
    : `WITH admin_sql_change AS (\n${statement}\nRETURNING 1\n) SELECT count(*)::int AS row_count FROM admin_sql_change`;
}

/** When each embedded database last gathered statistics of the admin tables. */
const analyzedAt = new WeakMap<Database, number>();

/**
 * PGlite has no autovacuum, so without ANALYZE the planner guesses table sizes and its cost
 * estimate means little. The admin tables are small enough to analyse in milliseconds.
 */
async function freshStatistics(db: Database): Promise<void> {
  const last = analyzedAt.get(db);
  if (last !== undefined && Date.now() - last < STATISTICS_FRESH_MS) return;
  await db.exec(`ANALYZE ${[...ADMIN_TABLES].join(', ')}`);
  analyzedAt.set(db, Date.now());
}

/** Refuses, before it runs, a statement whose planned cost exceeds MAX_EMBEDDED_COST. */
async function refuseCostly(tx: Queryable, text: string, params: readonly Parameter[]) {
  const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(
    `EXPLAIN (FORMAT JSON) ${text}`,
    [...params],
    { singleStatement: true },
  );
  const cost = rows[0]?.['QUERY PLAN'][0].Plan['Total Cost'] ?? 0;
  if (cost > MAX_EMBEDDED_COST) {
    const format = (value: number) => Math.round(value).toLocaleString('de-DE');
    throw new StatementFailed(
      `Die Anweisung wäre zu aufwendig für die eingebettete Datenbank (geschätzter Aufwand ${format(cost)}, erlaubt sind ${format(MAX_EMBEDDED_COST)}) und wurde nicht ausgeführt. Bitte schränke sie ein, z. B. mit WHERE, LIMIT oder weniger verknüpften Tabellen.`,
    );
  }
}

/**
 * Runs the statement in the sandbox within its budget. A read's answer is returned; a change's
 * trial returns nothing (it runs for real next, and reports its own errors there).
 */
async function inSandbox(
  sandbox: EmbeddedSandbox,
  endpoint: Endpoint,
  text: string,
  params: readonly Parameter[],
): Promise<{ rows: Row[]; rowCount: number } | undefined> {
  const budget = endpoint === 'sql' ? SANDBOX_READ_BUDGET_MS : SANDBOX_CHANGE_BUDGET_MS;
  let reply;
  try {
    reply = await sandbox.run(endpoint, text, params, budget);
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
    throw new StatementFailed(
      endpoint === 'sql'
        ? `Die Anweisung hat zu lange gedauert (mehr als ${budget / 1000} Sekunden) und wurde abgebrochen. Bitte schränke sie ein, z. B. mit WHERE, LIMIT oder weniger verknüpften Tabellen.`
        : `Die Änderung wäre zu aufwendig für die eingebettete Datenbank: ein Probelauf hat länger als ${budget / 1000} Sekunde gedauert. Sie wurde nicht ausgeführt. Bitte schränke sie ein, z. B. mit WHERE.`,
      '57014',
    );
  }
  if (endpoint === 'dml') return undefined;
  if (!reply.ok) {
    const failed = statementError(reply.error);
    throw failed instanceof StatementFailed ? failed : new Error(reply.error.message);
  }
  return { rows: reply.rows, rowCount: reply.rowCount };
}

/** Results over `maxRows` are refused; the rest made safe for JSON. */
function answer(rows: Row[], rowCount: number, maxRows: number): ExecutionResult {
  if (rows.length > maxRows) {
    throw new StatementFailed(
      `Das Ergebnis hat mehr als ${maxRows.toLocaleString('de-DE')} Zeilen. Bitte schränke die Abfrage ein, z. B. mit WHERE oder LIMIT.`,
    );
  }
  return { rows: rows.map(jsonSafeRow), rowCount };
}

/** Runs one statement under the admin role in its own transaction. */
export async function executeStatement(
  db: Database,
  endpoint: Endpoint,
  statement: string,
  options: ExecuteOptions = {},
): Promise<ExecutionResult> {
  const { maxRows = MAX_ROWS, wrap = true, params = [], sandbox } = options;
  const text = wrap ? wrapped(endpoint, statement, maxRows) : statement;

  // Only what the endpoints send (always wrapped) can be planned on its own; see refuseCostly.
  const embedded = db.kind === 'pglite' && wrap;
  if (embedded) {
    await freshStatistics(db);
    // The planner's estimate first: what it already knows to be too costly never runs at all.
    await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL ROLE ${ADMIN_SQL_ROLE}`);
      await refuseCostly(tx, text, params).catch((error: unknown) => {
        throw statementError(error);
      });
    });
    if (sandbox) {
      const read = await inSandbox(sandbox, endpoint, text, params);
      if (read) return answer(read.rows, read.rowCount, maxRows);
    }
  }
  const result = await db.transaction(async (tx) => {
    // READ ONLY must come first: the access mode is fixed once the transaction ran a query.
    if (endpoint === 'sql') await tx.query('SET TRANSACTION READ ONLY');
    await tx.query(`SET LOCAL ROLE ${ADMIN_SQL_ROLE}`);
    await tx.query(`SET LOCAL statement_timeout = '${STATEMENT_TIMEOUT}'`);
    let rows;
    try {
      rows = await tx.query<Row>(text, [...params], { singleStatement: true });
    } catch (error) {
      throw statementError(error);
    }
    // set_config('role', …) inside the statement would switch to the login role for the rest
    // of the transaction (the session user may choose it). Throwing rolls that back, too.
    const { rows: current } = await tx.query<{ role: string }>('SELECT current_user AS role');
    if (current[0]?.role !== ADMIN_SQL_ROLE) {
      throw new StatementFailed('Die Anweisung darf die Datenbankrolle nicht wechseln.');
    }
    return rows;
  });

  // The change may have made the statistics wrong (a table that grew a hundredfold).
  if (embedded && endpoint === 'dml') analyzedAt.delete(db);

  if (endpoint === 'dml' && wrap) {
    return { rows: [], rowCount: Number(result.rows[0]?.row_count ?? 0) };
  }
  return answer(result.rows, result.rowCount, maxRows);
}
