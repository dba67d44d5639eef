import { Worker } from 'node:worker_threads';
import type { Database } from '../db/database.ts';
import type { Endpoint } from './guard.ts';
import { ADMIN_TABLES } from './policy.ts';

/**
 * Where admin statements run first on the embedded database (docs/decisions/admin-statement-guard.md).
 * PGlite runs one statement at a time in the API's own thread and cannot stop one: a statement
 * whose rows are expensive (string work on a cross join) held every user's request for as long
 * as it ran. So each statement runs first in a worker thread, on a copy of the admin tables in a
 * PGlite of its own, within a time budget; past the budget the worker is stopped. A read is
 * answered from there; a change that finished its trial in time then runs for real.
 */

export interface SandboxRun {
  endpoint: Endpoint;
  text: string;
  params: readonly unknown[];
  /** Rows of each admin table as JSON. */
  tables: Record<string, string>;
}

/** Sent when the copy is loaded and the statement starts. */
export interface SandboxStarted {
  started: true;
}

export type SandboxReply =
  | { ok: true; rows: Record<string, unknown>[]; rowCount: number }
  | {
      ok: false;
      error: { code: string; message: string; column?: unknown; constraint?: unknown };
    };

/** The statement did not finish within the budget; the worker has been stopped. */
export class OverBudget extends Error {
  readonly budgetMs: number;

  constructor(budgetMs: number) {
    super(`over budget (${budgetMs} ms)`);
    this.budgetMs = budgetMs;
  }
}

/**
 * One worker for the process, whichever database a statement comes from: each statement brings
 * its own copy, and the schema is the migrations' either way. Opening it (PGlite plus the
 * migrations) takes seconds, so it stays; it does not keep the process alive while idle.
 */
let worker: Worker | undefined;
/** One statement at a time: the worker has one database. */
let queue: Promise<unknown> = Promise.resolve();

function sandboxWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./sandbox-worker.ts', import.meta.url));
  // A worker that fails is replaced at the next statement (which then reports the failure).
  started.on('error', () => stopWorker(started));
  started.unref();
  worker = started;
  return started;
}

/** Stops the worker (a statement over budget); the next statement starts a new one. */
function stopWorker(stopped: Worker): void {
  if (worker === stopped) worker = undefined;
  void stopped.terminate();
}

export class EmbeddedSandbox {
  readonly #db: Database;
  #closed = false;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Opens the worker ahead of the first statement, so that one does not wait for it. */
  warmUp(): void {
    sandboxWorker().postMessage({ warmUp: true });
  }

  /** The admin tables as JSON, read in one statement each (milliseconds for a school's data). */
  async #copy(): Promise<Record<string, string>> {
    const tables: Record<string, string> = {};
    for (const table of ADMIN_TABLES) {
      const { rows } = await this.#db.query<{ rows: string }>(
        `SELECT coalesce(json_agg(t), '[]')::text AS rows FROM ${table} t`,
      );
      tables[table] = rows[0]?.rows ?? '[]';
    }
    return tables;
  }

  /** Runs the statement in the sandbox; rejects with OverBudget after `budgetMs`. */
  run(
    endpoint: Endpoint,
    text: string,
    params: readonly unknown[],
    budgetMs: number,
  ): Promise<SandboxReply> {
    const next = queue.then(() => this.#run(endpoint, text, params, budgetMs));
    queue = next.catch(() => undefined);
    return next;
  }

  async #run(
    endpoint: Endpoint,
    text: string,
    params: readonly unknown[],
    budgetMs: number,
  ): Promise<SandboxReply> {
    if (this.#closed) throw new Error('sandbox closed');
    const tables = await this.#copy();
    const current = sandboxWorker();
    return new Promise<SandboxReply>((resolve, reject) => {
      const stop = (error: Error) => {
        cleanup();
        stopWorker(current);
        reject(error);
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onMessage = (reply: SandboxReply | SandboxStarted) => {
        if ('started' in reply) {
          timer = setTimeout(() => stop(new OverBudget(budgetMs)), budgetMs);
          return;
        }
        cleanup();
        resolve(reply);
      };
      const onError = (error: Error) => stop(error);
      const cleanup = () => {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onError);
        // Idle again: it must not keep the process alive.
        current.unref();
      };
      current.on('message', onMessage);
      current.on('error', onError);
      current.ref();
      current.postMessage({ endpoint, text, params, tables } satisfies SandboxRun);
    });
  }

  close(): void {
    this.#closed = true;
  }
}
