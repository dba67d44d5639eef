import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { DurableNodeFS, durableStartParams } from './durable-node-fs.ts';
import { holdInstanceLock, INSTANCE_LOCK_SPACE, newInstanceId } from './instance-lock.ts';
import { createPostgresNotifications, type Notifications } from './postgres-notifications.ts';

export type { ChannelHandler, Notifications } from './postgres-notifications.ts';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Use the extended query protocol even without parameters, so the text can only ever be one
   * statement (the admin SQL endpoints). PGlite's query() always does.
   */
  singleStatement?: boolean;
  /**
   * Keep the statement prepared on each PostgreSQL connection and reuse its plan: for hot,
   * complex statements whose planning costs as much as running them. Only for a bounded set of
   * texts (each distinct text stays prepared per connection); values still go as parameters.
   * PGlite plans each time.
   */
  prepare?: boolean;
}

/** What route code sees: parameterised queries ($1, $2, …) on either engine. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly notifications: Notifications;
  /**
   * This API process among all that share the database (a random positive int4). Work in flight
   * is marked with it, so others can tell whether its owner still runs (`instanceAlive`).
   */
  readonly instanceId: number;
  /**
   * An SQL condition that holds while the instance whose id is in `column` runs. PostgreSQL: it
   * holds a session advisory lock, which the server drops when the process or its connection
   * dies. PGlite: one process owns the database, so any other id is a process that has ended.
   */
  instanceAlive(column: string): string;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | null;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** PGlite data folder; null or absent keeps the database in memory. */
  pgliteDir?: string | null;
  /**
   * PGlite on a data folder flushes each commit to disk before answering (default). `false`
   * trades that for speed: a power cut may then lose the last acknowledged writes.
   */
  durable?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPGlite(options.pgliteDir ?? null, options.durable ?? true);
}

async function openPGlite(dataDir: string | null, durable: boolean): Promise<Database> {
  // PGlite creates only the last folder; a fresh checkout has no DATA_DIR yet.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // The search extensions (migrations 002, 007) are bundled with PGlite and loaded on demand.
  const extensions = { fuzzystrmatch, pg_trgm, unaccent };
  const storage = !dataDir
    ? {}
    : durable
      ? { fs: new DurableNodeFS(dataDir), startParams: durableStartParams }
      : { dataDir };
  const db = await PGlite.create({ ...storage, extensions });
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  // PGlite runs in this process: a NOTIFY reaches its listeners before the query resolves.
  const notifications: Notifications = {
    live: true,
    async listen(channel, handler) {
      const stop = await db.listen(channel, (payload) => handler.notify(payload));
      return stop;
    },
    caughtUp: () => Promise.resolve(),
  };
  const instanceId = newInstanceId();
  return {
    kind: 'pglite',
    notifications,
    instanceId,
    instanceAlive: (column) => `(${column} = ${instanceId})`,
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      // Without parameters pg would use the simple protocol, which runs several statements.
      // `queryMode` exists since pg 8.12 but is missing from @types/pg.
      const result = options.prepare
        ? await target.query({ name: statementName(sql), text: sql, values: params })
        : options.singleStatement
          ? await target.query({
              text: sql,
              values: params,
              queryMode: 'extended',
            } as pg.QueryConfig)
          : await target.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  });
  // Fail at start-up, not at the first request, when the server is unreachable.
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const notifications = createPostgresNotifications(url);
  let presence: Awaited<ReturnType<typeof holdInstanceLock>>;
  try {
    presence = await holdInstanceLock(url);
  } catch (error) {
    await notifications.close();
    await pool.end();
    throw error;
  }
  const { instanceId } = presence;
  return {
    kind: 'postgres',
    notifications,
    instanceId,
    instanceAlive: (column) =>
      `(${column} = ${instanceId} OR EXISTS (SELECT 1 FROM pg_locks
          WHERE locktype = 'advisory' AND classid = ${INSTANCE_LOCK_SPACE}::oid
            AND objid = (${column})::oid AND objsubid = 2 AND granted))`,
    ...wrap(pool),
    async transaction(fn) {
      // A checked-out client has no listener of the pool's: a connection lost while we hold it
      // (PostgreSQL stopped, the backend terminated) would be an unhandled 'error' event and
      // end the process. The statement in flight, or the next one, fails instead (a 503).
      let broken: Error | undefined;
      const lost = (error: Error) => (broken ??= error);
      const client = await new Promise<pg.PoolClient>((resolve, reject) =>
        pool.connect((error, connected) => {
          if (error || !connected) return reject(error ?? new Error('no client'));
          // At once, not after `await`: a new connection's first bytes may carry its end too
          // (a server shutting down), and that error is emitted before any promise resolves.
          connected.on('error', lost);
          resolve(connected);
        }),
      );
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A failed ROLLBACK means the connection is unusable: drop it instead of pooling it.
        if (!broken) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        }
        throw error;
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    },
    async close() {
      await presence.close();
      await notifications.close();
      await pool.end();
    },
  };
}

/** A prepared statement's name: derived from its text, so equal texts share one statement. */
function statementName(sql: string): string {
  return `k${createHash('sha1').update(sql).digest('hex')}`;
}
