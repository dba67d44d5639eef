import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin, createTestDatabase, databases, newUser, type DatabaseKind } from './helper.ts';
import { startApiProcess, type ApiProcess } from './servers/api-process.ts';

/**
 * The real server process is killed (kill -9) or stopped (SIGTERM) while clients write, then
 * started again on the same data: every write it acknowledged is there exactly once.
 */

interface Answer {
  status: number;
  body: unknown;
}

/** One HTTP call; a connection that fails is `status: 0` with the error's code. */
async function call(
  base: string,
  method: string,
  url: string,
  { token, json, text }: { token?: string; json?: unknown; text?: string } = {},
): Promise<Answer & { error?: string }> {
  try {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(text !== undefined ? { 'content-type': 'text/plain' } : {}),
      },
      body: json !== undefined ? JSON.stringify(json) : text,
    });
    const raw = await response.text();
    return { status: response.status, body: raw ? (JSON.parse(raw) as unknown) : null };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, body: null, error: cause?.code ?? (error as Error).message };
  }
}

async function ok<T>(answer: Promise<Answer>): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`HTTP ${status}: ${JSON.stringify(body)}`);
  return body as T;
}

interface World {
  server: ApiProcess;
  token: string;
  partnerToken: string;
  chatId: string;
  companyIds: string[];
  cleanup: () => Promise<void>;
}

async function startWorld(kind: DatabaseKind): Promise<World> {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (kind === 'postgres') {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kompass-crash-'));
    env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    cleanup = async () => {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kompass-crash-'));
    env = { DATA_DIR: dataDir };
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  const server = await startApiProcess(env);
  const { base } = server;
  const signIn = async () => {
    const user = newUser();
    const { id } = await ok<{ id: string }>(call(base, 'POST', '/auth/register', { json: user }));
    const { token } = await ok<{ token: string }>(
      call(base, 'POST', '/auth/login', {
        json: { username: user.username, password: user.password },
      }),
    );
    return { id, token };
  };
  const [me, partner] = [await signIn(), await signIn()];
  const { chatId } = await ok<{ chatId: string }>(
    call(base, 'POST', `/chats?userId=${partner.id}`, { token: me.token }),
  );
  const { token: adminToken } = await ok<{ token: string }>(
    call(base, 'POST', '/auth/login', { json: admin }),
  );
  const companyIds: string[] = [];
  for (let i = 0; i < 60; i++) {
    const { id } = await ok<{ id: string }>(
      call(base, 'POST', '/companies/create', {
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
    companyIds.push(id);
  }
  return {
    server,
    token: me.token,
    partnerToken: partner.token,
    chatId,
    companyIds,
    cleanup: async () => {
      await server.kill('SIGKILL');
      await cleanup();
    },
  };
}

interface Acknowledged {
  messages: string[];
  settings: string[];
  bookmarks: string[];
  /** Calls answered with a server error other than the 503 of a server that is closing. */
  broken: string[];
}

/** Writers that go on until `stop()`: messages, settings and bookmarks, four at a time. */
function writeSteadily(world: World, run: string) {
  const acknowledged: Acknowledged = { messages: [], settings: [], bookmarks: [], broken: [] };
  let stopped = false;
  let counter = 0;
  const { base } = world.server;
  const writer = async (lane: number) => {
    while (!stopped) {
      const n = counter++;
      const kind = n % 3;
      let answer: Answer & { error?: string };
      if (kind === 0) {
        answer = await call(base, 'POST', `/chats/${world.chatId}/messages`, {
          token: world.token,
          text: `${run}: Nachricht ${n}`,
        });
        if (answer.status === 201) acknowledged.messages.push(`${run}: Nachricht ${n}`);
      } else if (kind === 1) {
        answer = await call(base, 'POST', '/settings', {
          token: world.token,
          json: { key: `${run}_${n}`, value: n },
        });
        if (answer.status === 200 || answer.status === 201)
          acknowledged.settings.push(`${run}_${n}`);
      } else {
        const companyId = world.companyIds[n % world.companyIds.length]!;
        if (acknowledged.bookmarks.includes(companyId)) continue;
        answer = await call(base, 'POST', '/bookmarks', {
          token: world.token,
          json: { entityType: 'company', entityId: companyId },
        });
        if (answer.status === 201) acknowledged.bookmarks.push(companyId);
      }
      // A closing server answers 503 (retry elsewhere or later); a connection refused, or reset
      // before any answer, was not carried out. Anything else 5xx is a failure.
      if (answer.status >= 500 && answer.status !== 503) {
        acknowledged.broken.push(`lane ${lane}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      // Once the server is going, stop writing.
      if (answer.status === 0 || answer.status === 503) break;
    }
  };
  const lanes = Promise.all([0, 1, 2, 3].map(writer));
  return {
    acknowledged,
    count: () =>
      acknowledged.messages.length + acknowledged.settings.length + acknowledged.bookmarks.length,
    async stop() {
      stopped = true;
      await lanes;
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function expectAllThereOnce(world: World, acknowledged: Acknowledged) {
  const { base } = world.server;
  const messages = await ok<{ content: string }[]>(
    call(base, 'GET', `/chats/${world.chatId}/messages?after=1&limit=100000`, {
      token: world.partnerToken,
    }),
  );
  const contents = messages.map((message) => message.content);
  for (const text of acknowledged.messages) {
    expect(contents.filter((content) => content === text)).toHaveLength(1);
  }
  expect(new Set(contents).size).toBe(contents.length);

  const settings = await ok<{ key: string }[]>(
    call(base, 'GET', '/settings', { token: world.token }),
  );
  const keys = new Set(settings.map((setting) => setting.key));
  for (const key of acknowledged.settings) expect(keys).toContain(key);

  const bookmarks = await ok<{ content: { entityId: string }[] }>(
    call(base, 'GET', '/bookmarks?size=100', { token: world.token }),
  );
  const saved = bookmarks.content.map((bookmark) => bookmark.entityId);
  for (const id of acknowledged.bookmarks) {
    expect(saved.filter((entityId) => entityId === id)).toHaveLength(1);
  }
}

describe.each(databases)('the server process on %s', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld(kind);
  }, 240_000);

  afterAll(async () => {
    await world?.cleanup();
  });

  // A test that failed half-way must not leave the next one without a server.
  beforeEach(async () => {
    if (world) await world.server.ensureRunning();
  }, 240_000);

  it('kill -9 during steady writes: every acknowledged write is there once after restart', async () => {
    const writes = writeSteadily(world, 'kill');
    await waitFor(() => writes.count() >= 30);
    await world.server.kill('SIGKILL');
    await writes.stop();
    expect(writes.acknowledged.broken).toEqual([]);

    await world.server.start();
    await expectAllThereOnce(world, writes.acknowledged);
  }, 240_000);

  it('SIGTERM during steady writes: running requests finish, the server exits cleanly', async () => {
    const writes = writeSteadily(world, 'term');
    await waitFor(() => writes.count() >= 30);
    const code = await world.server.kill('SIGTERM');
    await writes.stop();
    expect(code).toBe(0);
    // Graceful: requests it had taken were answered; later ones were turned away, not failed.
    expect(writes.acknowledged.broken).toEqual([]);

    await world.server.start();
    await expectAllThereOnce(world, writes.acknowledged);
  }, 240_000);

  it('a restart while a client polls with `after`: every message once, in order', async () => {
    const { chatId, token, partnerToken } = world;
    const base = () => world.server.base;
    const seen: { id: string; content: string; timestamp: number }[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const after = seen.at(-1)?.timestamp ?? 1;
        const answer = await call(
          base(),
          'GET',
          `/chats/${chatId}/messages?after=${after}&limit=1000`,
          {
            token: partnerToken,
          },
        );
        if (answer.status === 200) seen.push(...(answer.body as typeof seen));
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
    const send = async (text: string) => {
      // Like the chat: a send that failed is sent again until the server takes it.
      const deadline = Date.now() + 150_000;
      while (Date.now() < deadline) {
        const answer = await call(base(), 'POST', `/chats/${chatId}/messages`, { token, text });
        if (answer.status === 201) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`'${text}' was never taken`);
    };

    const texts = Array.from({ length: 10 }, (_, i) => `Runde ${i}`);
    for (const text of texts.slice(0, 5)) await send(text);
    await world.server.kill('SIGTERM');
    const restarted = world.server.start();
    for (const text of texts.slice(5)) await send(text);
    await restarted;
    await waitFor(() => texts.every((text) => seen.some((message) => message.content === text)));
    polling = false;
    await poller;

    const rounds = seen.filter((message) => message.content.startsWith('Runde '));
    expect(rounds.map((message) => message.content)).toEqual(texts);
    expect(new Set(seen.map((message) => message.id)).size).toBe(seen.length);
    const timestamps = seen.map((message) => message.timestamp);
    expect(timestamps).toEqual([...timestamps].sort((x, y) => x - y));
  }, 240_000);
});
