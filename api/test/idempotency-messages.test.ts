import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { databases } from './helper.ts';
import { buildWithChat, type User } from './support/idempotency.ts';

describe.each(databases)('Idempotency-Key on %s', (kind) => {
  let app: App;
  let anna: User;
  let ben: User;
  let chatId: string;

  beforeAll(async () => {
    ({ app, anna, ben, chatId } = await buildWithChat(kind));
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
});
