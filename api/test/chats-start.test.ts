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
  let ben: User;
  let carla: User;
  beforeAll(() => {
    ({ app, admin, anna, ben, carla } = suite);
  });
  describe('POST /chats', () => {
    it('creates a chat once (201) and reuses it for the pair from either side (200)', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const created = await startChat(a.token, b.id);
      expect(created.statusCode).toBe(201);
      const { chatId } = created.json<{ chatId: string }>();
      expect(chatId).toMatch(/^[0-9a-f-]{36}$/);

      const again = await startChat(a.token, b.id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ chatId });
      const reverse = await startChat(b.token, a.id.toUpperCase());
      expect(reverse.statusCode).toBe(200);
      expect(reverse.json()).toEqual({ chatId });
    });

    it('creates exactly one chat under concurrent calls from both sides', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 ? startChat(a.token, b.id) : startChat(b.token, a.id),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      const ids = new Set(responses.map((r) => r.json<{ chatId: string }>().chatId));
      expect(ids.size).toBe(1);
      const { rows } = await app.db.query(
        'SELECT count(*)::int AS n FROM chats WHERE $1 IN (user_low, user_high)',
        [a.id],
      );
      expect(rows).toEqual([{ n: 1 }]);
    });

    it('refuses oneself (400), an unknown user (404) and a malformed id (400)', async () => {
      const self = await startChat(anna.token, anna.id);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({
        error: 'Ungültige Eingabe',
        message: 'Du kannst keinen Chat mit dir selbst beginnen.',
      });

      const unknown = await startChat(anna.token, randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ message: string }>().message).toBe('Diesen Benutzer gibt es nicht.');

      const malformed = await startChat(anna.token, 'not-a-uuid');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toBe(
        '„userId“ ist keine gültige Benutzer-ID.',
      );
      const missing = await app.inject({
        method: 'POST',
        url: '/api/chats',
        headers: auth(anna.token),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ message: string }>().message).toBe('Das Feld „userId“ fehlt.');
    });

    it('needs a login', async () => {
      expect((await startChat(undefined, ben.id)).statusCode).toBe(401);
    });

    it('lets an admin chat like any user', async () => {
      const response = await startChat(admin, carla.id);
      expect(response.statusCode).toBe(201);
    });
  });

  describe('GET /chats', () => {
    it('lists the caller’s chats with both usernames and the last message, newest first', async () => {
      const [me, x, y, z] = [
        await signUp(app),
        await signUp(app),
        await signUp(app),
        await signUp(app),
      ];
      expect((await list(me.token)).json()).toEqual([]);

      const withX = await chatBetween(me, x);
      const withY = await chatBetween(y, me);
      await send(me.token, withX, 'Hallo X');
      const lastToX = (await send(x.token, withX, 'Hallo zurück')).json<Message>();
      const toY = (await send(y.token, withY, 'Hi')).json<Message>();
      // Others' chats stay invisible.
      await chatBetween(x, z);

      const response = await list(me.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          chatId: withY,
          usernames: [y.username, me.username],
          otherUserId: y.id,
          otherDisplayName: y.name,
          otherHasAvatar: false,
          lastMessage: toY,
          unread: 1,
          blocked: false,
        },
        {
          chatId: withX,
          usernames: [x.username, me.username],
          otherUserId: x.id,
          otherDisplayName: x.name,
          otherHasAvatar: false,
          lastMessage: lastToX,
          unread: 1,
          blocked: false,
        },
      ]);

      // A new message moves its chat to the top.
      const newest = (await send(me.token, withX, 'Noch was')).json<Message>();
      const reordered = (await list(me.token)).json<ChatSummary[]>();
      expect(reordered.map((c) => c.chatId)).toEqual([withX, withY]);
      expect(reordered[0]!.lastMessage).toEqual(newest);

      // The other side sees the same chat with itself second; its own chat without messages too.
      const forX = (await list(x.token)).json<ChatSummary[]>();
      const fresh = forX.find((c) => c.chatId !== withX)!;
      expect(fresh.lastMessage).toBeNull();
      expect(forX.find((c) => c.chatId === withX)).toEqual({
        chatId: withX,
        usernames: [me.username, x.username],
        otherUserId: me.id,
        otherDisplayName: me.name,
        otherHasAvatar: false,
        lastMessage: newest,
        unread: 1,
        blocked: false,
      });
    });

    it('needs a login', async () => {
      expect((await list(undefined)).statusCode).toBe(401);
    });
  });

  describe('GET /chats: names', () => {
    it('carries the display name of the profile, after an edit too', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await send(a.token, chatId, 'Hallo');
      const created = await app.inject({
        method: 'POST',
        url: '/api/profiles/create',
        headers: auth(b.token),
      });
      expect(created.statusCode).toBeLessThan(300);
      await app.db.query('UPDATE profiles SET display_name = $1 WHERE user_id = $2', [
        'Bea aus Bremen',
        b.id,
      ]);
      const [chat] = (await list(a.token)).json<ChatSummary[]>();
      expect(chat).toMatchObject({ usernames: [b.username, a.username] });
      expect(chat!.otherDisplayName).toBe('Bea aus Bremen');
    });
  });

  describe("'Schreib mir' without a message", () => {
    it('lists the empty chat for the one who opened it only, for both with the first message', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      expect((await list(a.token)).json<ChatSummary[]>().map((c) => c.chatId)).toEqual([chatId]);
      expect((await list(b.token)).json()).toEqual([]);
      expect(
        (await app.inject({ url: '/api/chats/unread', headers: auth(b.token) })).json(),
      ).toEqual({ count: 0 });

      const first = (await send(a.token, chatId, 'Hallo!')).json<Message>();
      const [forB] = (await list(b.token)).json<ChatSummary[]>();
      expect(forB).toMatchObject({ chatId, lastMessage: first, unread: 1 });
    });

    it('still answers GET /chats/{chatId} for the other, without it in their list', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      const one = await app.inject({ url: `/api/chats/${chatId}`, headers: auth(b.token) });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual({
        chatId,
        usernames: [a.username, b.username],
        otherUserId: a.id,
        otherDisplayName: a.name,
        otherHasAvatar: false,
        lastMessage: null,
        unread: 0,
        blocked: false,
      });
    });

    it('lists it for the other as well once they open it themselves', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      expect((await startChat(b.token, a.id)).statusCode).toBe(200);
      expect((await list(b.token)).json<ChatSummary[]>().map((c) => c.chatId)).toEqual([chatId]);
      expect((await poll(b.token, chatId)).json()).toEqual([]);
    });
  });
});
