import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  usernames: string[];
  otherDisplayName: string | null;
  lastMessage: Message | null;
  unread: number;
}

describe.each(databases)('chats on %s', (kind) => {
  let app: App;
  let admin: string;
  let anna: User;
  let ben: User;
  let carla: User;
  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
    [anna, ben, carla] = [await signUp(app), await signUp(app), await signUp(app)];
  });
  afterAll(async () => {
    await app.close();
  });

  const auth = (token?: string) => (token ? { authorization: token } : {});

  const startChat = (token: string | undefined, userId: string) =>
    app.inject({ method: 'POST', url: `/api/chats?userId=${userId}`, headers: auth(token) });

  async function chatBetween(a: User, b: User): Promise<string> {
    const response = await startChat(a.token, b.id);
    expect([200, 201]).toContain(response.statusCode);
    return response.json<{ chatId: string }>().chatId;
  }

  const send = (
    token: string | undefined,
    chatId: string,
    text: string,
    contentType = 'text/plain',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { ...auth(token), 'content-type': contentType },
      payload: text,
    });

  const poll = (token: string | undefined, chatId: string, query = '') =>
    app.inject({ url: `/api/chats/${chatId}/messages${query}`, headers: auth(token) });

  const list = (token: string | undefined) =>
    app.inject({ url: '/api/chats', headers: auth(token) });

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

  describe('messages', () => {
    it('stores trimmed text and answers 201 with the message', async () => {
      const chatId = await chatBetween(anna, ben);
      const before = Date.now();
      const response = await send(anna.token, chatId, '  Hallo Ben! 👋\n ');
      expect(response.statusCode).toBe(201);
      const message = response.json<Message>();
      expect(message).toEqual({
        id: expect.any(String),
        senderId: anna.id,
        content: 'Hallo Ben! 👋',
        timestamp: expect.any(Number),
      });
      expect(message.timestamp).toBeGreaterThanOrEqual(before - 5_000);
      expect(message.timestamp).toBeLessThanOrEqual(Date.now() + 5_000);
    });

    it('returns messages after a timestamp (exclusive), oldest first, at most limit', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      const sent: Message[] = [];
      for (const [user, text] of [
        [a, 'eins'],
        [b, 'zwei'],
        [a, 'drei'],
      ] as const) {
        sent.push((await send(user.token, chatId, text)).json<Message>());
      }

      const all = await poll(b.token, chatId);
      expect(all.statusCode).toBe(200);
      expect(all.json()).toEqual(sent);
      expect(all.json<Message[]>().map((m) => m.senderId)).toEqual([a.id, b.id, a.id]);

      // What the chat page sends for its first load (docs/product.md#constants).
      const spec = await poll(a.token, chatId, '?after=1&limit=2147483647');
      expect(spec.json()).toEqual(sent);

      const afterFirst = await poll(a.token, chatId, `?after=${sent[0]!.timestamp}`);
      expect(afterFirst.json()).toEqual(sent.slice(1));
      const afterLast = await poll(a.token, chatId, `?after=${sent[2]!.timestamp}`);
      expect(afterLast.statusCode).toBe(200);
      expect(afterLast.json()).toEqual([]);

      const limited = await poll(a.token, chatId, '?after=0&limit=2');
      expect(limited.json()).toEqual(sent.slice(0, 2));
      const none = await poll(a.token, chatId, '?limit=0');
      expect(none.json()).toEqual([]);
    });

    it('caps a page at 500 messages; the next poll continues after the last timestamp', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      await app.db.query(
        `INSERT INTO messages (chat_id, sender_id, content, sent_at)
         SELECT $1, $2, 'Nachricht ' || i, 1000 + i FROM generate_series(1, 600) AS i`,
        [chatId, a.id],
      );
      await app.db.query('UPDATE chats SET last_message_at = 1600 WHERE id = $1', [chatId]);

      const first = (await poll(b.token, chatId, '?after=1&limit=2147483647')).json<Message[]>();
      expect(first).toHaveLength(500);
      expect(first[0]!.timestamp).toBe(1001);
      expect(first.at(-1)!.timestamp).toBe(1500);
      const rest = (await poll(b.token, chatId, `?after=1500&limit=2147483647`)).json<Message[]>();
      expect(rest.map((m) => m.timestamp)).toEqual(Array.from({ length: 100 }, (_, i) => 1501 + i));
    });

    it('answers a poll with nothing new from the chat row alone', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      const last = (await send(a.token, chatId, 'Hallo')).json<Message>();
      // A row the chat does not know about (last_message_at unchanged) is never looked for.
      await app.db.query(
        'INSERT INTO messages (chat_id, sender_id, content, sent_at) VALUES ($1, $2, $3, $4)',
        [chatId, a.id, 'unsichtbar', last.timestamp + 10],
      );
      const response = await poll(b.token, chatId, `?after=${last.timestamp}`);
      expect(response.json()).toEqual([]);
      // Whereas a poll from before the last message does read the messages.
      const older = await poll(b.token, chatId, `?after=${last.timestamp - 1}`);
      expect(older.json<Message[]>().map((m) => m.content)).toEqual(['Hallo', 'unsichtbar']);
    });

    it('keeps timestamps strictly increasing under concurrent senders', async () => {
      const [a, b] = [await signUp(app), await signUp(app)];
      const chatId = await chatBetween(a, b);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => send((i % 2 ? a : b).token, chatId, `Nachricht ${i}`)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const posted = responses.map((r) => r.json<Message>());
      expect(new Set(posted.map((m) => m.timestamp)).size).toBe(20);

      const messages = (await poll(a.token, chatId)).json<Message[]>();
      expect(messages).toHaveLength(20);
      for (let i = 1; i < messages.length; i += 1) {
        expect(messages[i]!.timestamp).toBeGreaterThan(messages[i - 1]!.timestamp);
      }
      expect(new Set(messages.map((m) => m.id))).toEqual(new Set(posted.map((m) => m.id)));
    });

    it('refuses blank, over-long and malformed text with 400', async () => {
      const chatId = await chatBetween(anna, ben);
      for (const blank of ['', '   ', '\n\t \n']) {
        const response = await send(anna.token, chatId, blank);
        expect(response.statusCode, JSON.stringify(blank)).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(
          'Die Nachricht darf nicht leer sein.',
        );
      }

      expect((await send(anna.token, chatId, 'a'.repeat(4000))).statusCode).toBe(201);
      // Counted in characters, not bytes or UTF-16 units.
      expect((await send(anna.token, chatId, '😀'.repeat(4000))).statusCode).toBe(201);
      const tooLong = await send(anna.token, chatId, `  ${'a'.repeat(4001)}  `);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json<{ message: string }>().message).toBe(
        'Die Nachricht darf höchstens 4.000 Zeichen lang sein.',
      );
      // Far beyond any message: refused before it is read.
      expect([400, 413]).toContain(
        (await send(anna.token, chatId, 'a'.repeat(200_000))).statusCode,
      );

      const nul = await send(anna.token, chatId, 'Hallo\u0000Welt');
      expect(nul.statusCode).toBe(400);
    });

    it('takes a JSON string too, but refuses other content types with 4xx', async () => {
      const chatId = await chatBetween(anna, ben);
      const json = await send(anna.token, chatId, JSON.stringify(' Hallo '), 'application/json');
      expect(json.statusCode).toBe(201);
      expect(json.json<Message>().content).toBe('Hallo');

      const object = await send(
        anna.token,
        chatId,
        JSON.stringify({ text: 'Hallo' }),
        'application/json',
      );
      expect(object.statusCode).toBe(400);
      const binary = await send(anna.token, chatId, 'Hallo', 'application/octet-stream');
      expect(binary.statusCode).toBe(415);
      const noBody = await app.inject({
        method: 'POST',
        url: `/api/chats/${chatId}/messages`,
        headers: auth(anna.token),
      });
      expect(noBody.statusCode).toBe(400);
    });

    it('keeps an image prefix of a stored file and trims only the text', async () => {
      const chatId = await chatBetween(anna, ben);
      const objectName = `${randomUUID()}.png`;
      await app.db.query(
        `INSERT INTO files (object_name, user_id, content_type, size) VALUES ($1, $2, 'image/png', 1)`,
        [objectName, anna.id],
      );

      const withText = await send(anna.token, chatId, `${objectName}\n\n\n  Schau mal!  `);
      expect(withText.statusCode).toBe(201);
      expect(withText.json<Message>().content).toBe(`${objectName}\n\n\nSchau mal!`);

      const imageOnly = await send(anna.token, chatId, `${objectName}\n\n\n   `);
      expect(imageOnly.statusCode).toBe(201);
      expect(imageOnly.json<Message>().content).toBe(`${objectName}\n\n\n`);

      // Not a stored file: the whole body is text.
      const unknownName = `${randomUUID()}.png`;
      const unknown = await send(anna.token, chatId, `${unknownName}\n\n\nHallo`);
      expect(unknown.statusCode).toBe(201);
      expect(unknown.json<Message>().content).toBe(`${unknownName}\n\n\nHallo`);
      const unknownOnly = await send(anna.token, chatId, `${unknownName}\n\n\n`);
      expect(unknownOnly.json<Message>().content).toBe(unknownName);

      // Not an object name at all: text, as sent (trimmed).
      const notAName = await send(anna.token, chatId, '../etc/passwd\n\n\nHallo ');
      expect(notAName.json<Message>().content).toBe('../etc/passwd\n\n\nHallo');
      const blankAfterText = await send(anna.token, chatId, '\n\n\n  ');
      expect(blankAfterText.statusCode).toBe(400);

      const image = (await poll(ben.token, chatId))
        .json<Message[]>()
        .find((m) => m.id === withText.json<Message>().id);
      expect(image?.content).toBe(`${objectName}\n\n\nSchau mal!`);
    });

    it('validates after and limit', async () => {
      const chatId = await chatBetween(anna, ben);
      for (const query of [
        '?after=-1',
        '?after=abc',
        '?after=1.5',
        '?after=1e300',
        '?after=99999999999999999999999',
        '?limit=-1',
        '?limit=2147483648',
        '?limit=x',
      ]) {
        const response = await poll(anna.token, chatId, query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ message: string }>().message, query).toMatch(/„(after|limit)“/);
      }
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
