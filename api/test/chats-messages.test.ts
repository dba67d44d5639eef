import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { chatSuite, type Message, type User } from './chats-suite.ts';
import { databases, signUp } from './helper.ts';

describe.each(databases)('chats on %s', (kind) => {
  const { suite, auth, chatBetween, send, poll } = chatSuite(kind);
  let app: App;
  let anna: User;
  let ben: User;
  beforeAll(() => {
    ({ app, anna, ben } = suite);
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
});
