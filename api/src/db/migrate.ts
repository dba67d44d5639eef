import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';

export const migrationsDir = path.resolve(import.meta.dirname, '../../migrations');

/** Serialises schema changes of several API instances starting at once against one PostgreSQL. */
const MIGRATION_LOCK = 724_001;

const fileName = /^(\d+)_[\w-]+\.sql$/;

/**
 * Applies every `migrations/NNN_name.sql` not yet recorded in `schema_migrations`, in order,
 * each in its own transaction. Returns the names applied now.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => fileName.test(name)).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(path.join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           name text PRIMARY KEY,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
