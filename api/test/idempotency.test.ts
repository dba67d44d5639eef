import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createIdempotencyRepository } from '../src/plugins/app/idempotency/idempotency-repository.ts';
import { build, createTestDatabase, databases, signUp } from './helper.ts';
import { multipart, tinyPng } from './uploads.ts';

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(databases)('Idempotency-Key on %s', (kind) => {
  let app: App;
  let anna: User;
  let ben: User;
  let chatId: string;
  let jobId: string;

  beforeAll(async () => {
    app = await build(kind);
    [anna, ben] = [await signUp(app), await signUp(app)];
    const chat = await app.inject({
      method: 'POST',
      url: `/api/chats?userId=${ben.id}`,
      headers: { authorization: anna.token },
    });
    chatId = chat.json<{ chatId: string }>().chatId;
    const job = await app.db.query<{ id: string }>(
      `INSERT INTO job (name, description, location, work_type, yearly_salary, image_url)
       VALUES ('Koch/Köchin', 'Kocht.', 'Köln', 'Ausbildung', 12000, '') RETURNING id`,
    );
    jobId = job.rows[0]!.id;
  });

  afterAll(() => app?.close());

  const send = (user: User, text: string, key?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: {
        authorization: user.token,
        'content-type': 'text/plain',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: text,
    });

  async function messagesWith(text: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/chats/${chatId}/messages?after=1&limit=1000`,
      headers: { authorization: anna.token },
    });
    return response.json<{ id: string; content: string }[]>().filter((m) => m.content === text);
  }

  it('stores a message once and answers a repeated send with the first answer', async () => {
    const first = await send(anna, 'Hallo Ben', 'send-1');
    const again = await send(anna, 'Hallo Ben', 'send-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await messagesWith('Hallo Ben')).toHaveLength(1);
  });

  // Answers above 1 KB go out compressed; the key must hold for them as for short ones.
  it.each([100, 900, 4000])(
    'stores a %i-character message once when the client accepts compression',
    async (length) => {
      const text = `${`Lang ${length} `.padEnd(length - 1, 'abcdefghij ')}.`;
      const key = `compressed-${length}`;
      const sendCompressed = () =>
        app.inject({
          method: 'POST',
          url: `/api/chats/${chatId}/messages`,
          headers: {
            authorization: anna.token,
            'content-type': 'text/plain',
            'accept-encoding': 'gzip, deflate, br, zstd',
            'idempotency-key': key,
          },
          payload: text,
        });
      const first = await sendCompressed();
      const again = await sendCompressed();
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-encoding']).toBe(first.headers['content-encoding']);
      const decoded = (response: typeof first) =>
        JSON.parse(
          response.headers['content-encoding'] === 'br'
            ? brotliDecompressSync(response.rawPayload).toString()
            : response.headers['content-encoding'] === 'gzip'
              ? gunzipSync(response.rawPayload).toString()
              : response.body,
        ) as { id: string; content: string };
      expect(decoded(again)).toEqual(decoded(first));
      expect(decoded(first).content).toBe(text);
      expect(await messagesWith(text)).toHaveLength(1);
    },
  );

  it('refuses the same key with a different request and stores nothing', async () => {
    expect((await send(anna, 'Erste Nachricht', 'send-2')).statusCode).toBe(201);
    const other = await send(anna, 'Ganz andere Nachricht', 'send-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.',
    );
    expect(await messagesWith('Ganz andere Nachricht')).toHaveLength(0);
  });

  it('keeps keys apart per user', async () => {
    expect((await send(anna, 'Von Anna', 'shared-key')).statusCode).toBe(201);
    expect((await send(ben, 'Von Ben', 'shared-key')).statusCode).toBe(201);
    expect(await messagesWith('Von Ben')).toHaveLength(1);
  });

  it('does not keep a failed answer: the retry with the same key is carried out', async () => {
    expect((await send(anna, '   ', 'send-3')).statusCode).toBe(400);
    // The user fixed the message and sent again with the same action's key.
    expect((await send(anna, '   ', 'send-3')).statusCode).toBe(400);
    const fixed = await app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: {
        authorization: anna.token,
        'content-type': 'text/plain',
        'idempotency-key': 'send-4',
      },
      payload: 'Jetzt mit Text',
    });
    expect(fixed.statusCode).toBe(201);
  });

  it('sends without a key as before: every send is a new message', async () => {
    await send(anna, 'Doppelt');
    await send(anna, 'Doppelt');
    expect(await messagesWith('Doppelt')).toHaveLength(2);
  });

  it('stores one message when the same send arrives twice at once', async () => {
    const answers = await Promise.all([
      send(anna, 'Gleichzeitig', 'send-5'),
      send(anna, 'Gleichzeitig', 'send-5'),
    ]);
    // The second either waited for the first answer or was told to retry shortly.
    expect(answers.map((answer) => answer.statusCode).sort()).toSatisfy(
      (codes: number[]) => codes[0] === 201 && (codes[1] === 201 || codes[1] === 409),
    );
    expect(await messagesWith('Gleichzeitig')).toHaveLength(1);
  });

  it('forgets a key after 24 hours', async () => {
    expect((await send(anna, 'Gestern', 'send-6')).statusCode).toBe(201);
    await app.db.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'send-6'`,
    );
    expect((await send(anna, 'Gestern', 'send-6')).statusCode).toBe(201);
    expect(await messagesWith('Gestern')).toHaveLength(2);
  });

  it('refuses a malformed key', async () => {
    expect((await send(anna, 'Hallo', 'x'.repeat(201))).statusCode).toBe(400);
    expect((await send(anna, 'Hallo', 'mit leerzeichen')).statusCode).toBe(400);
  });

  it('saves a bookmark once: the retry gets 201 with the same id instead of 409', async () => {
    const save = () =>
      app.inject({
        method: 'POST',
        url: '/api/bookmarks',
        headers: { authorization: anna.token, 'idempotency-key': 'bookmark-1' },
        payload: { entityId: jobId, entityType: 'job' },
      });
    const first = await save();
    const again = await save();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const list = await app.inject({
      method: 'GET',
      url: '/api/bookmarks',
      headers: { authorization: anna.token },
    });
    expect(list.json<{ total: number }>().total).toBe(1);
  });

  it('answers a change sent again with its first answer, not undoing a newer one', async () => {
    const job = await app.db.query<{ id: string }>(
      `INSERT INTO job (name, description, location, work_type, yearly_salary, image_url)
       VALUES ('Bäcker/in', 'Backt.', 'Bonn', 'Ausbildung', 12000, '') RETURNING id`,
    );
    const saved = await app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: { authorization: ben.token },
      payload: { entityId: job.rows[0]!.id, entityType: 'job' },
    });
    const { id } = saved.json<{ id: string }>();
    const change = (status: string, key?: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/bookmarks/${id}`,
        headers: { authorization: ben.token, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { status },
      });
    expect((await change('applied', 'change-1')).json()).toMatchObject({ status: 'applied' });
    expect((await change('interview')).json()).toMatchObject({ status: 'interview' });
    const again = await change('applied', 'change-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    const list = await app.inject({
      method: 'GET',
      url: '/api/bookmarks',
      headers: { authorization: ben.token },
    });
    const stored = list.json<{ content: { id: string; status: string }[] }>().content;
    expect(stored.find((bookmark) => bookmark.id === id)?.status).toBe('interview');
  });

  it('starts a chat once', async () => {
    const carla = await signUp(app);
    const start = () =>
      app.inject({
        method: 'POST',
        url: `/api/chats?userId=${carla.id}`,
        headers: { authorization: anna.token, 'idempotency-key': 'chat-1' },
      });
    const first = await start();
    const again = await start();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('stores an upload once', async () => {
    const upload = () => {
      const { headers, payload } = multipart(tinyPng, 'foto.png');
      return app.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: { ...headers, authorization: ben.token, 'idempotency-key': 'upload-1' },
        payload,
      });
    };
    const first = await upload();
    const again = await upload();
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const files = await app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM files WHERE user_id = $1',
      [ben.id],
    );
    expect(files.rows[0]?.count).toBe(1);
  });
  describe('an upload whose connection is cut', () => {
    let port: number;

    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as net.AddressInfo).port;
    });

    /** Sends the headers and the first half of a keyed upload over a socket that stays open. */
    async function startUpload(key: string) {
      const image = Buffer.concat([tinyPng, Buffer.alloc(100_000, 1)]);
      const { headers, payload } = multipart(image, 'foto.png');
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/files/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${ben.token}\r\n` +
          `Idempotency-Key: ${key}\r\nContent-Type: ${headers['content-type']}\r\n` +
          `Content-Length: ${payload.length}\r\n\r\n`,
      );
      socket.write(payload.subarray(0, payload.length / 2));
      return socket;
    }

    const connections = () =>
      new Promise<number>((resolve, reject) =>
        app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );

    const uploadAgain = (key: string) => {
      const { headers, payload } = multipart(tinyPng, 'foto.png');
      return app.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: { ...headers, authorization: ben.token, 'idempotency-key': key },
        payload,
      });
    };

    /** The retry is carried out within seconds, not refused as in progress for a minute. */
    async function expectRetryCarriedOut(key: string) {
      await vi.waitFor(
        async () => {
          const retry = await uploadAgain(key);
          expect(retry.statusCode).toBe(201);
        },
        { timeout: 5000, interval: 50 },
      );
    }

    it('frees the key at once when it is cut in the middle of the body', async () => {
      const socket = await startUpload('cut-body');
      await vi.waitFor(
        async () => {
          const { rows } = await app.db.query(
            `SELECT 1 FROM idempotency_keys WHERE key = 'cut-body'`,
          );
          expect(rows).toHaveLength(1);
        },
        { timeout: 10_000, interval: 10 },
      );
      socket.destroy();
      await expectRetryCarriedOut('cut-body');
    });

    // Only PostgreSQL lets the test hold the key table from outside while the server waits.
    if (kind === 'postgres') {
      it('frees the key at once when it is cut while the key is being reserved', async () => {
        // Holds the key table so that the reservation waits; the cut comes meanwhile.
        const locker = new pg.Client({ connectionString: app.config.databaseUrl! });
        await locker.connect();
        try {
          await locker.query('BEGIN');
          await locker.query('LOCK TABLE idempotency_keys IN SHARE ROW EXCLUSIVE MODE');
          const socket = await startUpload('cut-reserve');
          await vi.waitFor(
            async () => {
              const { rows } = await locker.query(
                `SELECT 1 FROM pg_locks
                  WHERE NOT granted AND relation = 'idempotency_keys'::regclass`,
              );
              expect(rows).toHaveLength(1);
            },
            { timeout: 10_000, interval: 10 },
          );
          socket.destroy();
          await vi.waitFor(async () => expect(await connections()).toBe(0), {
            timeout: 10_000,
            interval: 10,
          });
          await locker.query('COMMIT');
        } finally {
          await locker.end();
        }
        await expectRetryCarriedOut('cut-reserve');
      });
    }
  });
});

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
