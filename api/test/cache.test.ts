import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { adminToken, build, createTestDatabase, databases, signUp } from './helper.ts';

/**
 * The in-memory caches of sessions and chat states (CACHE_TTL_S): a chat poll that finds nothing
 * new costs no query, and every change reaches every instance — logout, revoked sessions, role
 * changes, new messages and deleted chats — however it was made.
 */
const cached = { env: { CACHE_TTL_S: '60' } };

/** Changes made behind an instance's back arrive by NOTIFY: give them a moment. */
const eventually = (assertion: () => Promise<void>) =>
  vi.waitFor(assertion, { timeout: 5000, interval: 25 });

describe.each(databases)('caches on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind, cached);
  });
  afterAll(async () => {
    await app.close();
  });

  const info = (token: string) =>
    app.inject({ url: '/api/auth/info', headers: { authorization: token } });

  async function chatOf(owner: { token: string }, partner: { id: string }) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/chats?userId=${partner.id}`,
      headers: { authorization: owner.token },
    });
    return response.json<{ chatId: string }>().chatId;
  }

  it('answers a repeated poll that finds nothing new without any database query', async () => {
    const [owner, partner] = await Promise.all([signUp(app), signUp(app)]);
    const chatId = await chatOf(owner, partner);
    const poll = () =>
      app.inject({
        url: `/api/chats/${chatId}/messages?after=1&limit=2147483647`,
        headers: { authorization: owner.token },
      });
    expect((await poll()).json()).toEqual([]);

    const query = vi.spyOn(app.db, 'query');
    try {
      const response = await poll();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('keeps a read poll query-free: the reader’s mark is cached with the chat', async () => {
    const [owner, partner] = await Promise.all([signUp(app), signUp(app)]);
    const chatId = await chatOf(owner, partner);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { authorization: partner.token, 'content-type': 'text/plain' },
      payload: 'Hallo!',
    });
    const { timestamp } = sent.json<{ timestamp: number }>();
    const poll = () =>
      app.inject({
        url: `/api/chats/${chatId}/messages?after=${timestamp}`,
        headers: { authorization: owner.token },
      });
    // The first poll marks the chat read (one UPDATE); once the send's NOTIFY has arrived (it
    // may make an instance skip caching a load that raced with it), the next ones read nothing.
    expect((await poll()).json()).toEqual([]);
    await eventually(async () => {
      const settling = vi.spyOn(app.db, 'query');
      try {
        expect((await poll()).json()).toEqual([]);
        expect(settling).not.toHaveBeenCalled();
      } finally {
        settling.mockRestore();
      }
    });
    const query = vi.spyOn(app.db, 'query');
    try {
      expect((await poll()).json()).toEqual([]);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('shows a new message to the next poll', async () => {
    const [owner, partner] = await Promise.all([signUp(app), signUp(app)]);
    const chatId = await chatOf(owner, partner);
    const poll = () =>
      app.inject({
        url: `/api/chats/${chatId}/messages?after=1`,
        headers: { authorization: partner.token },
      });
    expect((await poll()).json()).toEqual([]);
    await app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { authorization: owner.token, 'content-type': 'text/plain' },
      payload: 'Hallo du!',
    });
    expect((await poll()).json()).toEqual([expect.objectContaining({ content: 'Hallo du!' })]);
  });

  it('ends a session at logout at once', async () => {
    const user = await signUp(app);
    expect((await info(user.token)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: user.token },
    });
    expect((await info(user.token)).statusCode).toBe(401);
  });

  it('ends a session that is deleted or expired in the database', async () => {
    const [deleted, expired] = await Promise.all([signUp(app), signUp(app)]);
    expect((await info(deleted.token)).statusCode).toBe(200);
    expect((await info(expired.token)).statusCode).toBe(200);
    await app.db.query('DELETE FROM sessions WHERE user_id = $1', [deleted.id]);
    await app.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [expired.id],
    );
    await eventually(async () => {
      expect((await info(deleted.token)).statusCode).toBe(401);
      expect((await info(expired.token)).statusCode).toBe(401);
    });
  });

  it('follows role changes made through the admin SQL endpoint', async () => {
    const user = await signUp(app);
    const createQuote = () =>
      app.inject({
        method: 'POST',
        url: '/api/hints/quotes',
        headers: { authorization: user.token },
        payload: { quote: 'Heute ist ein guter Tag.' },
      });
    expect((await createQuote()).statusCode).toBe(403);
    const promote = await app.inject({
      method: 'POST',
      url: '/api/admin/database/dml',
      headers: { authorization: await adminToken(app), 'content-type': 'text/plain' },
      payload: `UPDATE users SET role = 'ADMIN' WHERE id = '${user.id}'`,
    });
    expect(promote.statusCode).toBe(200);
    await eventually(async () => {
      expect((await createQuote()).statusCode).toBe(201);
    });
  });

  it('shows a company and a job renamed by an admin in the search page’s cards at once', async () => {
    const { token } = await signUp(app);
    const headers = { authorization: token };
    const [company, job] = await Promise.all(
      ['company', 'job'].map(async (table) => {
        const { rows } = await app.db.query<{ id: string }>(
          `INSERT INTO ${table} (name) VALUES ('Alter Name') RETURNING id`,
        );
        return rows[0]!.id;
      }),
    );
    // Views on twenty days put them first in their lists.
    const viewer = await signUp(app);
    await app.db.query(
      `INSERT INTO entity_views (user_id, entity_type, entity_id, day)
       SELECT $1, kind, id, current_date - g
         FROM (VALUES ('company', $2::uuid), ('job', $3::uuid)) AS items (kind, id),
              generate_series(0, 19) g`,
      [viewer.id, company, job],
    );
    const names = async () => {
      const response = await app.inject({
        url: '/api/search/entities/top/cards?job=1&company=1',
        headers,
      });
      expect(response.statusCode).toBe(200);
      const cards = response.json<Record<string, { entity: { name: string } }[]>>();
      return [cards.company?.[0]?.entity.name, cards.job?.[0]?.entity.name];
    };
    expect(await names()).toEqual(['Alter Name', 'Alter Name']);

    const admin = await adminToken(app);
    for (const table of ['company', 'job']) {
      const rename = await app.inject({
        method: 'POST',
        url: '/api/admin/database/dml',
        headers: { authorization: admin, 'content-type': 'text/plain' },
        payload: `UPDATE ${table} SET name = 'Neuer Name' WHERE id = '${table === 'job' ? job : company}'`,
      });
      expect(rename.statusCode, rename.body).toBe(200);
    }
    expect(await names()).toEqual(['Neuer Name', 'Neuer Name']);
  });

  it('counts a plain list once and again after any change to its table', async () => {
    const { token } = await signUp(app);
    const list = async () => {
      const response = await app.inject({ url: '/api/jobs', headers: { authorization: token } });
      expect(response.statusCode).toBe(200);
      return response.json<{ total: number }>().total;
    };
    const before = await list();

    const query = vi.spyOn(app.db, 'query');
    try {
      expect(await list()).toBe(before);
      const statements = query.mock.calls.map(([sql]) => sql);
      expect(statements).toHaveLength(1);
      expect(statements[0]).not.toMatch(/count\(/);
    } finally {
      query.mockRestore();
    }

    // Behind the API's back: a trigger's NOTIFY (migration 010) drops the number.
    await app.db.exec("INSERT INTO job (name) VALUES ('Zwirbler/in')");
    await eventually(async () => expect(await list()).toBe(before + 1));
    await app.db.exec("DELETE FROM job WHERE name = 'Zwirbler/in'");
    await eventually(async () => expect(await list()).toBe(before));
  });

  it('counts the matches of a search once and again after any change to its table', async () => {
    const { token } = await signUp(app);
    await app.db.exec("INSERT INTO job (name, location) VALUES ('Zwackler/in', 'Fulda')");
    const search = async () => {
      const response = await app.inject({
        url: '/api/jobs?search=Zwackler',
        headers: { authorization: token },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ total: number }>().total;
    };
    await eventually(async () => expect(await search()).toBe(1));

    const query = vi.spyOn(app.db, 'query');
    try {
      expect(await search()).toBe(1);
      const statements = query.mock.calls.map(([sql]) => sql);
      expect(statements).toHaveLength(1);
      expect(statements[0]).not.toMatch(/search_count/);
    } finally {
      query.mockRestore();
    }

    await app.db.exec("INSERT INTO job (name, location) VALUES ('Zwackler/in', 'Gießen')");
    await eventually(async () => expect(await search()).toBe(2));
  });

  it('answers a search with one query: the vocabulary is in memory', async () => {
    const { token } = await signUp(app);
    await app.db.exec("INSERT INTO job (name, location) VALUES ('Quellbinder/in', 'Kassel')");
    const search = () =>
      app.inject({ url: '/api/jobs?search=Quelbinder', headers: { authorization: token } });
    await eventually(async () => expect((await search()).json()).toMatchObject({ total: 1 }));

    const query = vi.spyOn(app.db, 'query');
    try {
      const response = await search();
      expect(response.json()).toMatchObject({ content: [{ name: 'Quellbinder/in' }], total: 1 });
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });
});

describe.runIf(databases.includes('postgres'))('caches across two instances on postgres', () => {
  let first: App;
  let second: App;
  beforeAll(async () => {
    first = await build('postgres', cached);
    second = await build('postgres', {
      ...cached,
      config: { databaseUrl: first.config.databaseUrl },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('sees messages, deleted chats and logouts from the other instance', async () => {
    const [owner, partner] = await Promise.all([signUp(first), signUp(first)]);
    const chat = await first.inject({
      method: 'POST',
      url: `/api/chats?userId=${partner.id}`,
      headers: { authorization: owner.token },
    });
    const { chatId } = chat.json<{ chatId: string }>();
    const pollFirst = () =>
      first.inject({
        url: `/api/chats/${chatId}/messages?after=1`,
        headers: { authorization: partner.token },
      });
    // Both the session and the chat state are now in the first instance's memory.
    expect((await pollFirst()).json()).toEqual([]);

    await second.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { authorization: owner.token, 'content-type': 'text/plain' },
      payload: 'Von nebenan',
    });
    await eventually(async () => {
      expect((await pollFirst()).json()).toEqual([
        expect.objectContaining({ content: 'Von nebenan' }),
      ]);
    });

    // Deleted for the partner only: the first instance stops showing them the message.
    await second.inject({
      method: 'DELETE',
      url: `/api/chats?chatId=${chatId}`,
      headers: { authorization: partner.token },
    });
    await eventually(async () => {
      expect((await pollFirst()).json()).toEqual([]);
    });

    // Deleted by both: the chat is gone.
    await second.inject({
      method: 'DELETE',
      url: `/api/chats?chatId=${chatId}`,
      headers: { authorization: owner.token },
    });
    await eventually(async () => {
      expect((await pollFirst()).statusCode).toBe(404);
    });

    await second.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: partner.token },
    });
    await eventually(async () => {
      expect((await pollFirst()).statusCode).toBe(401);
    });
  });
});

describe.runIf(databases.includes('postgres'))('notifications on postgres', () => {
  it('has heard every NOTIFY committed before a catch-up resolves', async () => {
    const { url, drop } = await createTestDatabase();
    const db = await openDatabase({ url, poolSize: 2 });
    try {
      const heard: string[] = [];
      const stop = await db.notifications.listen('kompass_test', {
        notify: (payload) => heard.push(payload),
        gap: () => {},
      });
      for (let round = 0; round < 20; round++) {
        // Committed on a pool connection; delivered to the listening one after the commit.
        await db.query(`SELECT pg_notify('kompass_test', $1)`, [String(round)]);
        await db.notifications.caughtUp(5000);
        expect(heard).toContain(String(round));
      }
      await stop();
    } finally {
      await db.close();
      await drop();
    }
  });

  it('lets a writer read its own change at once', async () => {
    const app = await build('postgres', cached);
    try {
      const admin = await adminToken(app);
      const { token } = await signUp(app);
      const total = async () =>
        (await app.inject({ url: '/api/jobs', headers: { authorization: token } })).json<{
          total: number;
        }>().total;
      const before = await total();
      for (let round = 0; round < 3; round++) {
        const inserted = await app.inject({
          method: 'POST',
          url: '/api/admin/database/dml',
          headers: { authorization: admin, 'content-type': 'text/plain' },
          payload: `INSERT INTO job (name) VALUES ('Zwirbler/in ${round}')`,
        });
        expect(inserted.statusCode, inserted.body).toBe(200);
        expect(await total()).toBe(before + round + 1);
      }
    } finally {
      await app.close();
    }
  });
});
