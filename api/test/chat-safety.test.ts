import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

type User = Awaited<ReturnType<typeof signUp>>;

interface Message {
  id: string;
  senderId: string;
  content: string;
  timestamp: number;
}

interface ChatSummary {
  chatId: string;
  unread: number;
  blocked: boolean;
}

interface Report {
  id: string;
  chatId: string | null;
  reporter: { id: string | null; username: string };
  reported: { id: string | null; username: string };
  reason: string;
  details: string;
  createdAt: number;
  resolvedAt: number | null;
  messages: (Message & { senderUsername: string })[];
}

/** Read marks and unread counts, blocks and reports (issue 11, points 4 and 5). */
describe.each(databases)('chat read marks, blocks and reports on %s', (kind) => {
  let app: App;
  let admin: string;
  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const auth = (token?: string) => (token ? { authorization: token } : {});

  async function chatBetween(a: User, b: User): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: `/api/chats?userId=${b.id}`,
      headers: auth(a.token),
    });
    expect([200, 201]).toContain(response.statusCode);
    return response.json<{ chatId: string }>().chatId;
  }

  const send = (token: string, chatId: string, text: string) =>
    app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { ...auth(token), 'content-type': 'text/plain' },
      payload: text,
    });

  const poll = (token: string, chatId: string, after = 1) =>
    app.inject({
      url: `/api/chats/${chatId}/messages?after=${after}&limit=2147483647`,
      headers: auth(token),
    });

  const unread = async (token: string) => {
    const response = await app.inject({ url: '/api/chats/unread', headers: auth(token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ count: number }>().count;
  };

  const list = async (token: string) =>
    (await app.inject({ url: '/api/chats', headers: auth(token) })).json<ChatSummary[]>();

  describe('unread counts', () => {
    it('counts the others’ messages after the read mark; reading and sending mark read', async () => {
      const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
      const withB = await chatBetween(a, b);
      const withC = await chatBetween(c, a);
      expect(await unread(a.token)).toBe(0);

      await send(b.token, withB, 'Eins');
      await send(b.token, withB, 'Zwei');
      await send(c.token, withC, 'Drei');
      expect(await unread(a.token)).toBe(3);
      // Own messages are never unread.
      expect(await unread(b.token)).toBe(0);
      expect((await list(a.token)).map((chat) => [chat.chatId, chat.unread]).sort()).toEqual(
        [
          [withB, 2],
          [withC, 1],
        ].sort(),
      );

      // Reading the chat (the first load) marks it read.
      expect((await poll(a.token, withB)).json<Message[]>()).toHaveLength(2);
      expect(await unread(a.token)).toBe(1);
      expect((await list(a.token)).find((chat) => chat.chatId === withB)!.unread).toBe(0);

      // A poll from the last timestamp marks what arrived in between.
      const latest = (await send(b.token, withB, 'Vier')).json<Message>();
      expect(await unread(a.token)).toBe(2);
      const polled = await poll(a.token, withB, latest.timestamp - 1);
      expect(polled.json<Message[]>().map((m) => m.content)).toEqual(['Vier']);
      expect(await unread(a.token)).toBe(1);

      // Answering marks the chat read too.
      await send(a.token, withC, 'Antwort');
      expect(await unread(a.token)).toBe(0);
      expect(await unread(c.token)).toBe(1);
    });

    it('marks no further than the caller has seen', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      const first = (await send(b.token, chatId, 'Erste')).json<Message>();
      await send(b.token, chatId, 'Zweite');
      const page = await app.inject({
        url: `/api/chats/${chatId}/messages?after=1&limit=1`,
        headers: auth(a.token),
      });
      expect(page.json<Message[]>()).toEqual([first]);
      expect(await unread(a.token)).toBe(1);
    });

    it('counts with one query, needs a login and tells no one else', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await send(b.token, chatId, 'Hallo');
      const query = vi.spyOn(app.db, 'query');
      try {
        expect(await unread(a.token)).toBe(1);
        // Besides the session lookup (cached in production, CACHE_TTL_S).
        const statements = query.mock.calls.map((call) => call[0]);
        expect(statements.filter((sql) => !sql.includes('FROM sessions'))).toHaveLength(1);
      } finally {
        query.mockRestore();
      }
      expect((await app.inject({ url: '/api/chats/unread' })).statusCode).toBe(401);
      expect(await unread(admin)).toBe(0);
    });
  });

  describe('a deleted account', () => {
    it('still counts its messages as unread; it cannot be blocked or written to but can be reported', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await send(b.token, chatId, 'Tschüss!');
      const gone = await app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: auth(b.token),
      });
      expect(gone.statusCode).toBe(204);

      expect(await unread(a.token)).toBe(1);
      const [chat] = (await app.inject({ url: '/api/chats', headers: auth(a.token) })).json<
        (ChatSummary & { otherUserId: string | null; usernames: string[] })[]
      >();
      expect(chat).toMatchObject({
        otherUserId: null,
        usernames: ['Gelöschtes Konto', a.username],
        unread: 1,
        blocked: false,
      });
      const block = await app.inject({
        method: 'POST',
        url: `/api/chats/${chatId}/block`,
        headers: auth(a.token),
      });
      expect(block.statusCode).toBe(404);
      expect(block.json<{ message: string }>().message).toBe('Dieses Konto gibt es nicht mehr.');

      // Writing into the chat is refused: nobody would read it.
      const refused = await send(a.token, chatId, 'Bist du noch da?');
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        'Dieses Konto wurde gelöscht. Du kannst hier nicht mehr schreiben.',
      );
      const kept = await app.inject({
        url: `/api/chats/${chatId}/messages?after=1&limit=100`,
        headers: auth(a.token),
      });
      expect(kept.json<Message[]>().map((m) => [m.senderId, m.content])).toEqual([
        ['', 'Tschüss!'],
      ]);

      const report = await app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: auth(a.token),
        payload: { chatId, reason: 'other' },
      });
      expect(report.statusCode).toBe(201);
      const { id } = report.json<{ id: string }>();
      const open = (await app.inject({ url: '/api/reports?size=100', headers: auth(admin) })).json<{
        content: Report[];
      }>();
      expect(open.content.find((r) => r.id === id)).toMatchObject({
        reported: { id: null, username: 'Gelöschtes Konto' },
        messages: [{ senderId: '', senderUsername: 'Gelöschtes Konto', content: 'Tschüss!' }],
      });
    });
  });

  describe('blocks', () => {
    const block = (token: string | undefined, chatId: string, method: 'POST' | 'DELETE') =>
      app.inject({ method, url: `/api/chats/${chatId}/block`, headers: auth(token) });

    it('stops the blocked user from sending and from starting a chat until unblocked', async () => {
      const [kid, stranger] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(stranger, kid);
      expect((await send(stranger.token, chatId, 'Hallo')).statusCode).toBe(201);

      expect((await block(kid.token, chatId, 'POST')).statusCode).toBe(204);
      // Twice is fine.
      expect((await block(kid.token, chatId, 'POST')).statusCode).toBe(204);
      expect((await list(kid.token))[0]!.blocked).toBe(true);
      expect((await list(stranger.token))[0]!.blocked).toBe(false);

      const refused = await send(stranger.token, chatId, 'Antworte mir!');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'Keine Berechtigung',
        message:
          'Du kannst in diesem Chat keine Nachrichten mehr senden, weil dich die andere Person blockiert hat.',
      });
      const messages = (await poll(kid.token, chatId)).json<Message[]>();
      expect(messages.map((m) => m.content)).toEqual(['Hallo']);

      // The blocker still writes; the chat stays readable for both.
      expect((await send(kid.token, chatId, 'Lass mich in Ruhe.')).statusCode).toBe(201);
      expect((await poll(stranger.token, chatId)).statusCode).toBe(200);

      // Deleting the chat does not lift the block: no new chat with the blocker.
      await app.inject({
        method: 'DELETE',
        url: `/api/chats?chatId=${chatId}`,
        headers: auth(kid.token),
      });
      const again = await app.inject({
        method: 'POST',
        url: `/api/chats?userId=${kid.id}`,
        headers: auth(stranger.token),
      });
      expect(again.statusCode).toBe(403);
      expect(again.json<{ message: string }>().message).toBe(
        'Du kannst mit dieser Person keinen Chat beginnen, weil sie dich blockiert hat.',
      );

      // The blocker opens the same chat again (deleted for them only) and unblocks there; the
      // next message brings it back into their list.
      const fresh = await chatBetween(kid, stranger);
      expect(fresh).toBe(chatId);
      expect((await block(kid.token, fresh, 'DELETE')).statusCode).toBe(204);
      expect((await send(stranger.token, fresh, 'Entschuldigung.')).statusCode).toBe(201);
      expect((await list(kid.token))[0]!.blocked).toBe(false);
      expect(await chatBetween(stranger, kid)).toBe(fresh);
    });

    it('lists the user’s blocks and reports in their data export', async () => {
      const [kid, stranger] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(stranger, kid);
      await block(kid.token, chatId, 'POST');
      await app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: auth(kid.token),
        payload: { chatId, reason: 'spam', details: 'Werbung' },
      });
      const data = (
        await app.inject({ url: '/api/account/export', headers: auth(kid.token) })
      ).json<{
        blocked: { username: string; since: number }[];
        reports: { reported: string; reason: string; details: string; resolved: boolean }[];
      }>();
      expect(data.blocked).toEqual([{ username: stranger.username, since: expect.any(Number) }]);
      expect(data.reports).toEqual([
        expect.objectContaining({
          reported: stranger.username,
          reason: 'spam',
          details: 'Werbung',
          resolved: false,
        }),
      ]);
    });

    it('is for participants only', async () => {
      const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      for (const method of ['POST', 'DELETE'] as const) {
        expect((await block(undefined, chatId, method)).statusCode).toBe(401);
        expect((await block(c.token, chatId, method)).statusCode).toBe(403);
        expect((await block(admin, chatId, method)).statusCode).toBe(403);
        expect((await block(a.token, randomUUID(), method)).statusCode).toBe(404);
        expect((await block(a.token, 'kein-chat', method)).statusCode).toBe(400);
      }
      expect((await send(b.token, chatId, 'Geht noch')).statusCode).toBe(201);
    });
  });

  describe('reports', () => {
    const report = (token: string | undefined, payload: object) =>
      app.inject({ method: 'POST', url: '/api/reports', headers: auth(token), payload });
    const reports = (token: string | undefined, query = '') =>
      app.inject({ url: `/api/reports${query}`, headers: auth(token) });
    const resolve = (token: string | undefined, id: string) =>
      app.inject({ method: 'POST', url: `/api/reports/${id}/resolve`, headers: auth(token) });

    it('stores the reason and the last 20 messages; an admin lists and resolves it', async () => {
      const [kid, stranger] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(stranger, kid);
      for (let i = 1; i <= 22; i++) await send(stranger.token, chatId, `Nachricht ${i}`);
      await send(kid.token, chatId, 'Hör auf!');

      const created = await report(kid.token, {
        chatId,
        reason: 'harassment',
        details: '  Er schreibt mir ständig.  ',
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: string }>();

      // Both delete the chat, so it is gone: the evidence stays.
      for (const person of [kid, stranger]) {
        const deleted = await app.inject({
          method: 'DELETE',
          url: `/api/chats?chatId=${chatId}`,
          headers: auth(person.token),
        });
        expect(deleted.statusCode).toBe(204);
      }

      const open = await reports(admin);
      expect(open.statusCode).toBe(200);
      const page = open.json<{ content: Report[]; total: number }>();
      const stored = page.content.find((r) => r.id === id)!;
      expect(stored).toMatchObject({
        chatId: null,
        reporter: { id: kid.id, username: kid.username },
        reported: { id: stranger.id, username: stranger.username },
        reason: 'harassment',
        details: 'Er schreibt mir ständig.',
        resolvedAt: null,
      });
      expect(stored.createdAt).toBeGreaterThan(Date.now() - 60_000);
      expect(stored.messages).toHaveLength(20);
      expect(stored.messages.map((m) => m.content)).toEqual([
        ...Array.from({ length: 19 }, (_, i) => `Nachricht ${i + 4}`),
        'Hör auf!',
      ]);
      expect(stored.messages[0]).toMatchObject({
        senderId: stranger.id,
        senderUsername: stranger.username,
      });

      expect((await resolve(admin, id)).statusCode).toBe(204);
      expect((await resolve(admin, id)).statusCode).toBe(204);
      const after = (await reports(admin)).json<{ content: Report[] }>().content;
      expect(after.map((r) => r.id)).not.toContain(id);
      const resolved = (await reports(admin, '?status=resolved')).json<{ content: Report[] }>();
      expect(resolved.content.find((r) => r.id === id)!.resolvedAt).toEqual(expect.any(Number));
    });

    it('takes reports from participants only, with a valid reason', async () => {
      const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      expect((await report(undefined, { chatId, reason: 'spam' })).statusCode).toBe(401);
      expect((await report(c.token, { chatId, reason: 'spam' })).statusCode).toBe(403);
      expect((await report(admin, { chatId, reason: 'spam' })).statusCode).toBe(403);
      const unknown = await report(a.token, { chatId: randomUUID(), reason: 'spam' });
      expect(unknown.statusCode).toBe(404);
      const badReason = await report(a.token, { chatId, reason: 'langweilig' });
      expect(badReason.statusCode).toBe(400);
      expect(badReason.json<{ message: string }>().message).toContain('Der Grund muss');
      const tooLong = await report(a.token, { chatId, reason: 'other', details: 'x'.repeat(1001) });
      expect(tooLong.statusCode).toBe(400);
      // An empty chat can be reported too (the reason is the evidence).
      expect((await report(b.token, { chatId, reason: 'other' })).statusCode).toBe(201);
    });

    it('lists and resolves for admins only', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      const { id } = (await report(a.token, { chatId, reason: 'threat' })).json<{ id: string }>();
      expect((await reports(undefined)).statusCode).toBe(401);
      expect((await reports(a.token)).statusCode).toBe(403);
      expect((await resolve(undefined, id)).statusCode).toBe(401);
      expect((await resolve(a.token, id)).statusCode).toBe(403);
      expect((await resolve(admin, randomUUID())).statusCode).toBe(404);
      expect((await resolve(admin, 'keine-id')).statusCode).toBe(400);
      expect((await reports(admin, '?status=erledigt')).statusCode).toBe(400);
    });
  });
});
