import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { type ChatSummary, chatSuite, type Message, type User } from './chats-suite.ts';
import { databases, signUp } from './helper.ts';

describe.each(databases)('chats on %s', (kind) => {
  const { suite, auth, startChat, chatBetween, send, poll, list } = chatSuite(kind);
  let app: App;
  let admin: string;
  let anna: User;
  let carla: User;
  beforeAll(() => {
    ({ app, admin, anna, carla } = suite);
  });
  describe('DELETE /chats', () => {
    const remove = (token: string, chatId: string) =>
      app.inject({ method: 'DELETE', url: `/api/chats?chatId=${chatId}`, headers: auth(token) });
    const storedMessages = async (chatId: string) =>
      (
        await app.db.query<{ content: string }>(
          'SELECT content FROM messages WHERE chat_id = $1 ORDER BY sent_at',
          [chatId],
        )
      ).rows.map((row) => row.content);
    const chatExists = async (chatId: string) =>
      (await app.db.query('SELECT 1 FROM chats WHERE id = $1', [chatId])).rows.length === 1;

    it('hides the chat for the deleter only; the other keeps it with its messages', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await send(a.token, chatId, 'Hallo');
      const last = (await send(b.token, chatId, 'Hi')).json<Message>();

      const response = await remove(b.token, chatId);
      expect(response.statusCode).toBe(204);
      expect(response.payload).toBe('');
      expect((await list(b.token)).json()).toEqual([]);
      expect((await poll(b.token, chatId)).json()).toEqual([]);
      expect(
        (await app.inject({ url: '/api/chats/unread', headers: auth(b.token) })).json(),
      ).toEqual({ count: 0 });

      const [forA] = (await list(a.token)).json<ChatSummary[]>();
      expect(forA).toMatchObject({ chatId, lastMessage: last });
      const seenByA = (await poll(a.token, chatId)).json<Message[]>();
      expect(seenByA.map((m) => m.content)).toEqual(['Hallo', 'Hi']);
      expect(await storedMessages(chatId)).toEqual(['Hallo', 'Hi']);

      // 'Schreib mir' again finds the same chat, whose page shows nothing of before.
      expect((await startChat(b.token, a.id)).json()).toEqual({ chatId });
      const one = await app.inject({ url: `/api/chats/${chatId}`, headers: auth(b.token) });
      expect(one.json()).toMatchObject({ chatId, lastMessage: null, unread: 0 });
    });

    it('lists a deleted chat opened again with „Schreib mir“ at once, without what came before', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await send(a.token, chatId, 'Alt');
      expect((await remove(b.token, chatId)).statusCode).toBe(204);
      expect((await list(b.token)).json()).toEqual([]);

      expect((await startChat(b.token, a.id)).json()).toEqual({ chatId });
      expect((await list(b.token)).json<ChatSummary[]>()).toEqual([
        expect.objectContaining({ chatId, lastMessage: null, unread: 0 }),
      ]);
      expect((await poll(b.token, chatId)).json()).toEqual([]);
      // Deleting it again takes it out of the list again.
      expect((await remove(b.token, chatId)).statusCode).toBe(204);
      expect((await list(b.token)).json()).toEqual([]);
      // The other side's list is untouched throughout.
      expect((await list(a.token)).json<ChatSummary[]>().map((c) => c.chatId)).toEqual([chatId]);
    });

    it('brings the chat back with the next message, showing only what came after', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await send(a.token, chatId, 'Alt');
      expect((await remove(b.token, chatId)).statusCode).toBe(204);

      const next = (await send(a.token, chatId, 'Neu')).json<Message>();
      const [forB] = (await list(b.token)).json<ChatSummary[]>();
      expect(forB).toMatchObject({ chatId, lastMessage: next, unread: 1 });
      expect((await poll(b.token, chatId)).json<Message[]>().map((m) => m.content)).toEqual([
        'Neu',
      ]);
      // The deleter may write again too, and sees their own message.
      await send(b.token, chatId, 'Antwort');
      expect((await poll(b.token, chatId)).json<Message[]>().map((m) => m.content)).toEqual([
        'Neu',
        'Antwort',
      ]);
    });

    it('brings the chat back when the deleter writes first', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await send(a.token, chatId, 'Alt');
      await remove(a.token, chatId);
      expect((await list(a.token)).json()).toEqual([]);
      await send(a.token, chatId, 'Nochmal hallo');
      const [forA] = (await list(a.token)).json<ChatSummary[]>();
      expect(forA!.lastMessage!.content).toBe('Nochmal hallo');
    });

    it('removes the messages both deleted, and the chat once both deleted all of it', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await send(a.token, chatId, 'Eins');
      await remove(a.token, chatId);
      await send(b.token, chatId, 'Zwei');
      await remove(b.token, chatId);
      // 'Eins' is gone for both; 'Zwei' is still a's to read.
      expect(await storedMessages(chatId)).toEqual(['Zwei']);
      expect((await poll(a.token, chatId)).json<Message[]>().map((m) => m.content)).toEqual([
        'Zwei',
      ]);

      await remove(a.token, chatId);
      expect(await chatExists(chatId)).toBe(false);
      expect(await storedMessages(chatId)).toEqual([]);
      expect((await list(a.token)).json()).toEqual([]);
      expect((await list(b.token)).json()).toEqual([]);
      expect((await poll(a.token, chatId)).statusCode).toBe(404);
      // The pair can start over.
      expect((await startChat(a.token, b.id)).statusCode).toBe(201);
    });

    it('removes an empty chat at once when its opener deletes it', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      expect((await remove(a.token, chatId)).statusCode).toBe(204);
      expect(await chatExists(chatId)).toBe(false);
    });

    it('removes the chat when the other account is gone', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await send(b.token, chatId, 'Bis bald');
      const gone = await app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: auth(b.token),
      });
      expect(gone.statusCode).toBeLessThan(300);
      expect(await chatExists(chatId)).toBe(true);
      await remove(a.token, chatId);
      expect(await chatExists(chatId)).toBe(false);
    });

    it('keeps the evidence of a report made before', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await send(b.token, chatId, 'Gemein');
      const report = await app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: auth(a.token),
        payload: { chatId, reason: 'harassment' },
      });
      expect(report.statusCode).toBe(201);
      await remove(a.token, chatId);
      await remove(b.token, chatId);
      expect(await chatExists(chatId)).toBe(false);
      const { rows } = await app.db.query<{ evidence: unknown }>(
        'SELECT evidence FROM chat_reports WHERE reporter_id = $1',
        [a.id],
      );
      expect(JSON.stringify(rows[0]!.evidence)).toContain('Gemein');
    });

    it('validates the chat id', async () => {
      const remove = (query: string) =>
        app.inject({ method: 'DELETE', url: `/api/chats${query}`, headers: auth(anna.token) });
      expect((await remove('')).statusCode).toBe(400);
      const malformed = await remove('?chatId=123');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toBe(
        '„chatId“ ist keine gültige Chat-ID.',
      );
    });
  });

  describe('only participants', () => {
    // A chat of its own: the other tests write into anna's and ben's.
    let dora: User;
    let emil: User;
    let chatId: string;
    beforeAll(async () => {
      [dora, emil] = [await signUp(app), await signUp(app)];
      chatId = await chatBetween(dora, emil);
      await send(dora.token, chatId, 'Nur für Emil');
    });

    const routes = [
      { name: 'read', call: (token?: string, id = chatId) => poll(token, id) },
      { name: 'write', call: (token?: string, id = chatId) => send(token, id, 'Von außen') },
      {
        name: 'delete',
        call: (token?: string, id = chatId) =>
          app.inject({ method: 'DELETE', url: `/api/chats?chatId=${id}`, headers: auth(token) }),
      },
    ];

    it.each(routes)(
      '$name: 401 anonymous, 403 other user and admin, 404 unknown, 400 malformed',
      async ({ call }) => {
        expect((await call(undefined)).statusCode).toBe(401);
        const outsider = await call(carla.token);
        expect(outsider.statusCode).toBe(403);
        expect(outsider.json()).toEqual({
          error: 'Keine Berechtigung',
          message: 'Dafür fehlen dir die Rechte.',
        });
        expect((await call(admin)).statusCode).toBe(403);
        const unknown = await call(dora.token, randomUUID());
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json<{ message: string }>().message).toBe('Diesen Chat gibt es nicht.');
        expect((await call(dora.token, 'kein-chat')).statusCode).toBe(400);
      },
    );

    it('leaves the chat untouched after refused calls; the participants still use it', async () => {
      const messages = (await poll(emil.token, chatId)).json<Message[]>();
      expect(messages.map((m) => m.content)).toEqual(['Nur für Emil']);
      expect((await send(emil.token, chatId, 'Danke')).statusCode).toBe(201);
      const carlasChats = (await list(carla.token)).json<ChatSummary[]>();
      expect(carlasChats.map((c) => c.chatId)).not.toContain(chatId);
    });
  });
});
