import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { databases, signUp } from './helper.ts';
import { multipart, tinyPng } from './uploads.ts';
import { buildWithChat, type User } from './support/idempotency.ts';

describe.each(databases)('Idempotency-Key on %s', (kind) => {
  let app: App;
  let anna: User;
  let ben: User;
  let jobId: string;

  beforeAll(async () => {
    ({ app, anna, ben, jobId } = await buildWithChat(kind));
  });

  afterAll(() => app?.close());

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
