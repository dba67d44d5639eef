import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin, newUser } from './helper.ts';
import { startApiProcess, type ApiProcess } from './servers/api-process.ts';
import { startPostgresServer, type PostgresServer } from './servers/postgres-server.ts';
import { multipart, tinyPng } from './uploads.ts';

/**
 * The real server process on a PostgreSQL server of its own, which is stopped, restarted and has
 * its backends terminated while clients send chat messages: the process lives through all of it,
 * answers 503 with Retry-After (never a 500, never a dropped connection) and keeps every message
 * it acknowledged. Runs where the PostgreSQL suites run (TEST_DATABASE_URL, server binaries).
 */

const unavailable = {
  error: 'Nicht verfügbar',
  message: 'Der Dienst ist gerade kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
};

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
  /** Set when no HTTP answer came (connection refused or reset). */
  error?: string;
}

async function call(
  base: string,
  method: string,
  url: string,
  { token, json, text, key }: { token?: string; json?: unknown; text?: string; key?: string } = {},
): Promise<Answer> {
  try {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(text !== undefined ? { 'content-type': 'text/plain' } : {}),
      },
      body: json !== undefined ? JSON.stringify(json) : text,
      signal: AbortSignal.timeout(60_000),
    });
    const raw = await response.text();
    return {
      status: response.status,
      body: raw ? (JSON.parse(raw) as unknown) : null,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, body: null, retryAfter: null, error: cause?.code ?? String(error) };
  }
}

async function ok<T>(answer: Promise<Answer>): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`HTTP ${status}: ${JSON.stringify(body)}`);
  return body as T;
}

/** Any answer that is neither a success nor the documented 503 of an unreachable database. */
function faultOf(answer: Answer): string | null {
  if (answer.status === 0) return `no answer (${answer.error})`;
  if (answer.status === 503) {
    const documented =
      answer.retryAfter === '2' && JSON.stringify(answer.body) === JSON.stringify(unavailable);
    return documented ? null : `503 ${answer.retryAfter} ${JSON.stringify(answer.body)}`;
  }
  if (answer.status >= 500) return `${answer.status} ${JSON.stringify(answer.body)}`;
  return null;
}

describe.runIf(process.env.TEST_DATABASE_URL)('the API process when PostgreSQL fails', () => {
  let database: PostgresServer;
  let server: ApiProcess;
  let dataDir: string;
  let token: string;
  let partnerToken: string;
  let adminToken: string;
  let chatId: string;

  beforeAll(async () => {
    database = await startPostgresServer();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kompass-pg-faults-'));
    server = await startApiProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    const { base } = server;
    const signIn = async () => {
      const user = newUser();
      const { id } = await ok<{ id: string }>(call(base, 'POST', '/auth/register', { json: user }));
      const { token } = await ok<{ token: string }>(
        call(base, 'POST', '/auth/login', { json: user }),
      );
      return { id, token };
    };
    const [me, partner] = [await signIn(), await signIn()];
    token = me.token;
    partnerToken = partner.token;
    ({ chatId } = await ok<{ chatId: string }>(
      call(base, 'POST', `/chats?userId=${partner.id}`, { token }),
    ));
    ({ token: adminToken } = await ok<{ token: string }>(
      call(base, 'POST', '/auth/login', { json: admin }),
    ));
  }, 240_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await database?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // A test that failed half-way must not leave the next one without a database or a server.
  beforeEach(async () => {
    await database.start().catch(() => {});
    await server.ensureRunning();
  }, 240_000);

  /** Eight senders that go on until `stop()`, each retrying a message with its key until it is taken. */
  function sendSteadily(run: string) {
    const acknowledged: string[] = [];
    const faults: string[] = [];
    let unavailableAnswers = 0;
    let stopped = false;
    let counter = 0;
    const lane = async () => {
      while (!stopped) {
        const text = `${run}: Nachricht ${counter++}`;
        const key = randomUUID();
        for (;;) {
          const answer = await call(server.base, 'POST', `/chats/${chatId}/messages`, {
            token,
            text,
            key,
          });
          const fault = faultOf(answer);
          if (fault) faults.push(fault);
          if (answer.status === 201) acknowledged.push(text);
          if (answer.status !== 503 || stopped || fault) break;
          unavailableAnswers++;
          // A client waits before it retries; so the senders do not spin while the database is down.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        if (faults.length > 0) return;
      }
    };
    const lanes = Promise.all(Array.from({ length: 8 }, lane));
    return {
      acknowledged,
      faults,
      unavailableAnswers: () => unavailableAnswers,
      async stop() {
        stopped = true;
        await lanes;
      },
    };
  }

  /** Waits for `condition`; gives up at once when the API process has ended. */
  async function waitFor(
    condition: () => boolean | Promise<boolean>,
    what: string,
    timeout = 60_000,
  ) {
    const deadline = Date.now() + timeout;
    for (;;) {
      if (!server.alive()) throw new Error(`the API process ended:\n${server.output()}`);
      if (await condition()) return;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function expectAllThereOnce(acknowledged: string[]) {
    const messages = await ok<{ content: string }[]>(
      call(server.base, 'GET', `/chats/${chatId}/messages?after=1&limit=100000`, {
        token: partnerToken,
      }),
    );
    const contents = messages.map((message) => message.content);
    const missing = acknowledged.filter((text) => !contents.includes(text));
    expect(missing).toEqual([]);
    expect(new Set(contents).size).toBe(contents.length);
  }

  it('stop and start under writes: 503 while it is down, then it serves again', async () => {
    const sends = sendSteadily('stop');
    await waitFor(() => sends.acknowledged.length >= 20, '20 messages before the stop');
    await database.stop();
    await waitFor(() => sends.unavailableAnswers() >= 8, '503 answers while it is down');
    await database.start();
    const before = sends.acknowledged.length;
    await waitFor(() => sends.acknowledged.length >= before + 20, '20 messages after the start');
    await sends.stop();

    expect(sends.faults).toEqual([]);
    expect(server.alive()).toBe(true);
    await expectAllThereOnce(sends.acknowledged);
  }, 180_000);

  it('a fast restart under writes', async () => {
    const sends = sendSteadily('restart');
    await waitFor(() => sends.acknowledged.length >= 20, '20 messages before the restart');
    await database.stop();
    await database.start();
    const before = sends.acknowledged.length;
    await waitFor(() => sends.acknowledged.length >= before + 20, '20 messages after it');
    await sends.stop();

    expect(sends.faults).toEqual([]);
    expect(server.alive()).toBe(true);
    await expectAllThereOnce(sends.acknowledged);
  }, 180_000);

  it('backends terminated in the middle of transactions, and of an admin query', async () => {
    const killer = new pg.Client({ connectionString: database.url });
    await killer.connect();
    try {
      const sends = sendSteadily('terminate');
      await waitFor(() => sends.acknowledged.length >= 10, '10 messages before the first kill');
      // Only backends between BEGIN and COMMIT: each of them is a transaction cut in the middle.
      let terminated = 0;
      const terminateOpenTransactions = async () => {
        const { rows } = await killer.query<{ done: boolean }>(
          `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
            WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()
              AND state = 'idle in transaction'`,
        );
        terminated += rows.filter((row) => row.done).length;
      };
      await waitFor(
        async () => {
          await terminateOpenTransactions();
          return terminated >= 10;
        },
        '10 transactions cut',
        90_000,
      );
      const before = sends.acknowledged.length;
      await waitFor(() => sends.acknowledged.length >= before + 10, '10 messages after the kills');
      await sends.stop();
      expect(sends.faults).toEqual([]);
      await expectAllThereOnce(sends.acknowledged);

      // An admin statement that runs for seconds (a five-table cross join) has its backend
      // terminated while it runs.
      for (let i = 0; i < 20; i++) {
        await ok(
          call(server.base, 'POST', '/companies/create', {
            token: adminToken,
            json: {
              name: `Betrieb ${i}`,
              branch: 'Handwerk',
              website: 'https://betrieb.example',
              contactMethods: 'info@betrieb.example',
              about: 'Ein Betrieb.',
              image: '',
            },
          }),
        );
      }
      const query = call(server.base, 'POST', '/admin/database/sql', {
        token: adminToken,
        text: 'SELECT count(*) FROM company a, company b, company c, company d, company e, company f',
      });
      await waitFor(
        async () => {
          const { rows } = await killer.query<{ done: boolean }>(
            `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
              WHERE state = 'active' AND query LIKE '%admin_sql_result%' AND pid <> pg_backend_pid()`,
          );
          return rows.some((row) => row.done);
        },
        'the admin query to run',
        30_000,
      );
      const answer = await query;
      expect(faultOf(answer)).toBeNull();
      expect(answer.status).toBe(503);
    } finally {
      await killer.end();
    }

    expect(server.alive()).toBe(true);
    const health = await call(server.base, 'GET', '/settings', { token });
    expect(health.status).toBe(200);
  }, 240_000);
  it('a key in flight when the process is killed is taken over by the retry at once', async () => {
    const key = randomUUID();
    const watcher = new pg.Client({ connectionString: database.url });
    await watcher.connect();
    try {
      // Half of a keyed upload: the server has reserved the key and waits for the rest.
      const { headers, payload } = multipart(
        Buffer.concat([tinyPng, Buffer.alloc(100_000, 1)]),
        'foto.png',
      );
      const { hostname, port } = new URL(server.base);
      const socket = net.connect(Number(port), hostname);
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/files/upload HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: ${token}\r\n` +
          `Idempotency-Key: ${key}\r\nContent-Type: ${headers['content-type']}\r\n` +
          `Content-Length: ${payload.length}\r\n\r\n`,
      );
      socket.write(payload.subarray(0, payload.length / 2));
      await waitFor(
        async () =>
          (await watcher.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).rows
            .length === 1,
        'the key to be reserved',
      );

      await server.kill('SIGKILL');
      socket.destroy();
      await server.start();
    } finally {
      await watcher.end();
    }

    // Within seconds, not after the minute an abandoned key waits for otherwise.
    const retry = async () => {
      const form = new FormData();
      form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'foto.png');
      const response = await fetch(`${server.base}/api/files/upload`, {
        method: 'POST',
        headers: { authorization: token, 'idempotency-key': key },
        body: form,
      });
      return response.status;
    };
    const statuses: number[] = [];
    await waitFor(
      async () => {
        statuses.push(await retry());
        return statuses.at(-1) === 201;
      },
      'the retry to be carried out',
      10_000,
    );
    expect(statuses.filter((status) => status !== 409 && status !== 201)).toEqual([]);
  }, 240_000);
});
