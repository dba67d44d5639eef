import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';

/**
 * The embedded database on a data folder must not acknowledge a commit that a power cut could
 * take back: PostgreSQL's fsync is on and reaches the host's fsync(2).
 */
describe('embedded database durability', () => {
  let dir: string;
  let db: Database | undefined;

  afterEach(async () => {
    vi.restoreAllMocks();
    await db?.close();
    db = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  async function open(durable?: boolean) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kompass-durability-'));
    db = await openDatabase({ pgliteDir: dir, ...(durable === undefined ? {} : { durable }) });
    await db.exec('CREATE TABLE note (id serial PRIMARY KEY, text text NOT NULL)');
    return db;
  }

  async function settings(database: Database) {
    const { rows } = await database.query<{ fsync: string; method: string }>(
      `SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method`,
    );
    return rows[0];
  }

  it('flushes every commit to the disk before it is acknowledged (the default)', async () => {
    const database = await open();
    expect(await settings(database)).toEqual({ fsync: 'on', method: 'fsync' });

    const fsync = vi.spyOn(fs, 'fsyncSync');
    for (let i = 0; i < 5; i++) {
      const before = fsync.mock.calls.length;
      await database.query('INSERT INTO note (text) VALUES ($1)', [`Nachricht ${i}`]);
      // The commit's WAL record reached the host's fsync before the insert resolved.
      expect(fsync.mock.calls.length).toBeGreaterThan(before);
    }
  });

  it('keeps what was committed across a reopen', async () => {
    const database = await open();
    await database.query('INSERT INTO note (text) VALUES ($1)', ['bleibt']);
    await database.close();
    db = await openDatabase({ pgliteDir: dir });
    const { rows } = await db.query<{ text: string }>('SELECT text FROM note');
    expect(rows).toEqual([{ text: 'bleibt' }]);
  });

  it('can trade durability for speed when asked to (PGLITE_FSYNC=off)', async () => {
    const database = await open(false);
    expect((await settings(database))?.fsync).toBe('off');
    const fsync = vi.spyOn(fs, 'fsyncSync');
    await database.query('INSERT INTO note (text) VALUES ($1)', ['schnell']);
    expect(fsync).not.toHaveBeenCalled();
  });
});
