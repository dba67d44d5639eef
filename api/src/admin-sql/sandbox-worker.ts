/**
 * The embedded database's sandbox for admin statements (./sandbox.ts), in a worker thread: its
 * own in-memory PGlite with the same schema, loaded with a fresh copy of the admin tables for
 * each statement. A statement that runs long here costs this thread, never the API's.
 */
import { parentPort } from 'node:worker_threads';
import { openDatabase, type Database, type Queryable } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { SandboxReply, SandboxRun, SandboxStarted } from './sandbox.ts';

const ADMIN_SQL_ROLE = 'kompass_admin_sql';

let opened: Promise<Database> | undefined;

async function sandbox(): Promise<Database> {
  opened ??= openDatabase({}).then(async (db) => {
    await migrate(db);
    return db;
  });
  return opened.catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
}

/** The columns a copy may write: not the generated ones. */
async function writableColumns(tx: Queryable, table: string): Promise<string[]> {
  const { rows } = await tx.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => `"${row.column_name}"`);
}

/** Replaces the admin tables' rows with the copy (no triggers, no key checks: it is a copy). */
async function load(db: Database, tables: Record<string, string>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.exec(`TRUNCATE ${Object.keys(tables).join(', ')} CASCADE`);
    for (const [table, json] of Object.entries(tables)) {
      const columns = (await writableColumns(tx, table)).join(', ');
      await tx.query(
        `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
        [json],
      );
    }
  });
}

/** A change is tried and rolled back: the sandbox only tells how long it takes. */
class TrialOver extends Error {}

async function run(message: SandboxRun): Promise<SandboxReply> {
  const db = await sandbox();
  await load(db, message.tables);
  // The budget counts from here: opening the sandbox and loading the copy are not the statement's.
  parentPort?.postMessage({ started: true } satisfies SandboxStarted);
  let result: { rows: Record<string, unknown>[]; rowCount: number } | undefined;
  try {
    await db.transaction(async (tx) => {
      if (message.endpoint === 'sql') await tx.query('SET TRANSACTION READ ONLY');
      await tx.query(`SET LOCAL ROLE ${ADMIN_SQL_ROLE}`);
      result = await tx.query(message.text, [...message.params], { singleStatement: true });
      if (message.endpoint === 'dml') throw new TrialOver();
    });
  } catch (error) {
    if (!(error instanceof TrialOver)) {
      const { code, message: text, column, constraint } = error as Record<string, unknown>;
      return {
        ok: false,
        error: { code: String(code ?? ''), message: String(text ?? ''), column, constraint },
      };
    }
  }
  return { ok: true, rows: result?.rows ?? [], rowCount: result?.rowCount ?? 0 };
}

parentPort?.on('message', (message: SandboxRun | { warmUp: true }) => {
  if ('warmUp' in message) {
    // A failure shows at the first statement, which opens it again.
    sandbox().catch(() => (opened = undefined));
    return;
  }
  run(message).then(
    (reply) => parentPort?.postMessage(reply),
    (error: unknown) =>
      parentPort?.postMessage({
        ok: false,
        error: { code: 'XX000', message: String((error as Error).message ?? error) },
      } satisfies SandboxReply),
  );
});
