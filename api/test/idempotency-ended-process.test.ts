import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createIdempotencyRepository } from '../src/plugins/app/idempotency/idempotency-repository.ts';
import { createTestDatabase, databases } from './helper.ts';

/**
 * A key in flight whose API process has ended (kill -9, a lost machine) is taken over by the
 * retry at once; while its process runs, the retry hears 'in progress'.
 */
describe.each(databases)('a key whose process has ended on %s', (kind) => {
  const opened: Database[] = [];
  let dir: string | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    for (const db of opened) await db.close().catch(() => {});
    await drop?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is taken over by a retry through another process', async () => {
    let open: () => Promise<Database>;
    if (kind === 'postgres') {
      const database = await createTestDatabase();
      drop = database.drop;
      open = () => openDatabase({ url: database.url });
    } else {
      dir = await mkdtemp(path.join(os.tmpdir(), 'kompass-idempotency-'));
      open = () => openDatabase({ pgliteDir: dir, durable: false });
    }
    const first = await open();
    opened.push(first);
    await migrate(first);
    const { rows } = await first.query<{ id: string }>(
      `INSERT INTO users (username, email, name) VALUES ('owner', 'owner@example.org', 'Owner')
       RETURNING id`,
    );
    const userId = rows[0]!.id;
    expect((await createIdempotencyRepository(first).reserve(userId, 'k', 'f')).kind).toBe(
      'reserved',
    );

    if (kind === 'postgres') {
      // Another instance while the owner runs: the request is still being handled.
      const other = await open();
      opened.push(other);
      // eslint-disable-next-line vitest/no-conditional-expect -- PGlite serves one process: only PostgreSQL has a second instance to ask
      expect((await createIdempotencyRepository(other).reserve(userId, 'k', 'f')).kind).toBe(
        'in-flight',
      );
      await other.close();
    }
    // The owner ends (its sessions close, as when the process is killed).
    await first.close();
    const next = await open();
    opened.push(next);
    expect((await createIdempotencyRepository(next).reserve(userId, 'k', 'f')).kind).toBe(
      'reserved',
    );
  });
});
