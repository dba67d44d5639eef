import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable } from './database.ts';

export const migrationsDir = path.resolve(import.meta.dirname, '../../migrations');

/** Serialises schema changes of several API instances starting at once against one PostgreSQL. */
const MIGRATION_LOCK = 724_001;

const fileName = /^(\d+)_[\w-]+\.sql$/;

/**
 * The names under which databases set up before the numbers were made unique (two 005, three
 * 011, two 014, no 006) recorded these migrations, and each one's file name today. They are
 * renamed in `schema_migrations` before anything runs, so none of them runs twice. Fixed for
 * good: new migrations simply take the next free number.
 */
export const formerMigrationNames: Readonly<Record<string, string>> = {
  '005_idempotency_keys.sql': '006_idempotency_keys.sql',
  '011_idempotency_owners.sql': '012_idempotency_owners.sql',
  '011_user_rules.sql': '013_user_rules.sql',
  '012_interests.sql': '014_interests.sql',
  '013_applications.sql': '015_applications.sql',
  '014_german_collation.sql': '016_german_collation.sql',
  '014_search_job_kind_and_filters.sql': '017_search_job_kind_and_filters.sql',
  '015_chat_hiding.sql': '018_chat_hiding.sql',
  '016_places.sql': '019_places.sql',
};

/**
 * The migration files among `names`, in the order they run. Throws when two share a number or
 * the numbers do not run 1, 2, 3, … without a gap, so that the order never depends on a name.
 */
export function orderMigrations(names: string[]): string[] {
  const numbered = names
    .map((name) => ({ name, match: fileName.exec(name) }))
    .filter((file) => file.match !== null)
    .map((file) => ({ name: file.name, number: Number(file.match?.[1]) }))
    .sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
  numbered.forEach((file, index) => {
    const previous = numbered[index - 1];
    if (previous?.number === file.number) {
      throw new Error(
        `Migrations ${previous.name} and ${file.name} share the number ${file.number}`,
      );
    }
    if (file.number !== index + 1) {
      throw new Error(`Migration ${file.name} should be number ${index + 1}: no gaps`);
    }
  });
  return numbered.map((file) => file.name);
}

async function lockBookkeeping(tx: Queryable) {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  await tx.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
}

/**
 * Applies every `migrations/NNN_name.sql` not yet recorded in `schema_migrations`, in order,
 * each in its own transaction. Returns the names applied now.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  const files = orderMigrations(await readdir(dir));
  await db.transaction(async (tx) => {
    await lockBookkeeping(tx);
    for (const [former, present] of Object.entries(formerMigrationNames)) {
      await tx.query('UPDATE schema_migrations SET name = $2 WHERE name = $1', [former, present]);
    }
  });
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(path.join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await lockBookkeeping(tx);
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
