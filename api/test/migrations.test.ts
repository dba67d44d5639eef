import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import {
  formerMigrationNames,
  migrate,
  migrationsDir,
  orderMigrations,
} from '../src/db/migrate.ts';
import { createTestDatabase, databases, type DatabaseKind } from './helper.ts';

const dumpFile = path.join(
  import.meta.dirname,
  'fixtures/database-before-migration-renumbering.sql',
);

/** The number of the last migration the dump's database had (as '016_places.sql' then). */
const LAST_IN_DUMP = 19;

describe('migration numbers', () => {
  it('orders by number and ignores other files', () => {
    expect(orderMigrations(['002_b.sql', 'README.md', '001_a.sql', '003_c.sql'])).toEqual([
      '001_a.sql',
      '002_b.sql',
      '003_c.sql',
    ]);
  });

  it('rejects two migrations with one number', () => {
    expect(() => orderMigrations(['001_a.sql', '002_b.sql', '002_c.sql'])).toThrow(
      'Migrations 002_b.sql and 002_c.sql share the number 2',
    );
  });

  it('rejects a gap, also at the start', () => {
    expect(() => orderMigrations(['001_a.sql', '003_c.sql'])).toThrow(
      'Migration 003_c.sql should be number 2',
    );
    expect(() => orderMigrations(['002_b.sql'])).toThrow('Migration 002_b.sql should be number 1');
  });

  it('holds for the migrations in the repository', async () => {
    const files = await readdir(migrationsDir);
    const ordered = orderMigrations(files);
    expect(ordered).toHaveLength(files.filter((name) => name.endsWith('.sql')).length);
    // Every former name maps to a file that exists, and none is a file name again.
    for (const [former, present] of Object.entries(formerMigrationNames)) {
      expect(ordered).toContain(present);
      expect(ordered).not.toContain(former);
    }
  });
});

/** What a migrated schema consists of, in a form two databases can be compared by. */
async function schemaOf(db: Database) {
  const parts = await Promise.all([
    db.query(`SELECT table_name, column_name, data_type, collation_name, is_nullable, column_default
                FROM information_schema.columns WHERE table_schema = 'public'
               ORDER BY table_name, column_name`),
    db.query(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
               ORDER BY indexname`),
    db.query(`SELECT conrelid::regclass::text AS owner, conname, pg_get_constraintdef(oid) AS def
                FROM pg_constraint
               WHERE connamespace = 'public'::regnamespace AND contype <> 'n'
               ORDER BY owner, conname`),
    db.query(`SELECT tgrelid::regclass::text AS owner, tgname FROM pg_trigger
               WHERE NOT tgisinternal ORDER BY owner, tgname`),
    db.query(`SELECT proname, pg_get_function_identity_arguments(oid) AS args FROM pg_proc
               WHERE pronamespace = 'public'::regnamespace ORDER BY proname, args`),
  ]);
  return parts.map((part) => part.rows);
}

/**
 * A database restored from the dump of one migrated before the renumbering, and a fresh one
 * migrated today, on the same engine.
 */
async function restoredAndFresh(kind: DatabaseKind) {
  const dump = await readFile(dumpFile, 'utf8');
  if (kind === 'pglite') {
    const restored = await openDatabase({});
    await restored.exec(dump);
    // The dump empties search_path for its session, which is PGlite's only one.
    await restored.exec('RESET ALL');
    return { restored, fresh: await openDatabase({}), drop: async () => {} };
  }
  const [old, today] = [await createTestDatabase(), await createTestDatabase()];
  const client = new pg.Client({ connectionString: old.url });
  await client.connect();
  try {
    await client.query(dump);
  } finally {
    await client.end();
  }
  return {
    restored: await openDatabase({ url: old.url, poolSize: 2 }),
    fresh: await openDatabase({ url: today.url, poolSize: 2 }),
    drop: async () => {
      await old.drop();
      await today.drop();
    },
  };
}

describe.each(databases)('a database migrated before the renumbering, on %s', (kind) => {
  let dbs: Awaited<ReturnType<typeof restoredAndFresh>>;
  let dir: string;
  beforeAll(async () => {
    dbs = await restoredAndFresh(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'kompass-migrations-'));
  }, 120_000);
  afterAll(async () => {
    await dbs.restored.close();
    await dbs.fresh.close();
    await dbs.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('is recognised: nothing runs again and its schema is the one migrated today', async () => {
    const files = orderMigrations(await readdir(migrationsDir));
    // Only the migrations written after the dump was taken run on it.
    expect(await migrate(dbs.restored)).toEqual(
      files.filter((name) => Number(name.slice(0, 3)) > LAST_IN_DUMP),
    );
    const recorded = await dbs.restored.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(recorded.rows.map((row) => row.name)).toEqual(files);

    expect(await migrate(dbs.fresh)).toEqual(files);
    expect(await schemaOf(dbs.restored)).toEqual(await schemaOf(dbs.fresh));
  }, 120_000);

  it('runs a new migration with the next number exactly once', async () => {
    const files = orderMigrations(await readdir(migrationsDir));
    for (const name of files) await copyFile(path.join(migrationsDir, name), path.join(dir, name));
    const next = `${String(files.length + 1).padStart(3, '0')}_note.sql`;
    await writeFile(path.join(dir, next), 'CREATE TABLE migration_note (id int PRIMARY KEY);');

    expect(await migrate(dbs.restored, dir)).toEqual([next]);
    expect(await migrate(dbs.restored, dir)).toEqual([]);
    const note = await dbs.restored.query("SELECT to_regclass('migration_note') AS found");
    expect(note.rows).toEqual([{ found: 'migration_note' }]);
  });
});
