import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { type Context, jsonEndpoints, malformed, mutations } from './fuzz-cases.ts';
import { adminToken, build, signUp } from './helper.ts';
import { multipart, tinyPng } from './uploads.ts';

/**
 * Malformed input for every write endpoint: broken JSON, wrong types, missing and oversized
 * fields, odd content types, bad ids and query values. Every answer must be a 4xx with the
 * usual `{ error, message }` body, never a 5xx and never a success.
 */

async function expectClientError(app: App, options: InjectOptions, label: string) {
  const response = await app.inject(options);
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  // A full sentence: the client shows it after 'Bitte überprüfe deine Eingaben: '.
  expect(response.json<{ message: string }>().message, label).toMatch(/^[A-ZÄÖÜ„].*[.!?]$/s);
}

// PGlite only: the cases exercise the HTTP layer and validation, which do not depend on the
// database, and each case that reaches it runs the same statements the resource suites run on
// both databases.
describe('malformed input on every write endpoint', () => {
  let app: App;
  const context = {} as Context;
  beforeAll(async () => {
    app = await build();
    const owner = await signUp(app);
    const partner = await signUp(app);
    context.owner = { id: owner.id, token: owner.token };
    context.admin = await adminToken(app);
    const profile = await app.inject({
      method: 'POST',
      url: '/api/profiles/create',
      headers: { authorization: owner.token },
    });
    context.profileId = profile.json<{ id: string }>().id;
    const chat = await app.inject({
      method: 'POST',
      url: `/api/chats?userId=${partner.id}`,
      headers: { authorization: owner.token },
    });
    context.chatId = chat.json<{ chatId: string }>().chatId;
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO job (name) VALUES ('Fuzz-Job') RETURNING id`,
    );
    context.jobId = rows[0]!.id;
  });
  afterAll(async () => {
    await app.close();
  });

  const token = (caller: 'owner' | 'admin') =>
    caller === 'admin' ? context.admin : context.owner.token;

  describe.each(Object.entries(jsonEndpoints))('%s', (_name, endpoint) => {
    it('refuses every malformed or mistyped body with a 4xx', async () => {
      const cases = [...malformed, ...mutations(endpoint)];
      for (const [label, payload] of cases) {
        await expectClientError(
          app,
          {
            method: endpoint.method,
            url: endpoint.url(context),
            headers: { authorization: token(endpoint.caller), 'content-type': 'application/json' },
            payload,
          },
          label,
        );
      }
    });

    it('refuses bodies of other content types and bodies over the size limit', async () => {
      const headers = { authorization: token(endpoint.caller) };
      const url = endpoint.url(context);
      const body = JSON.stringify(endpoint.body);
      for (const [label, contentType, payload] of [
        ['XML', 'application/xml', '<a/>'],
        ['form data', 'application/x-www-form-urlencoded', 'a=1'],
        ['plain text', 'text/plain', body],
        ['binary', 'application/octet-stream', Buffer.from([0, 1, 2, 3])],
        [
          '2 MB of JSON',
          'application/json',
          JSON.stringify({ ...endpoint.body, x: 'x'.repeat(2 ** 21) }),
        ],
      ] as const) {
        await expectClientError(
          app,
          {
            method: endpoint.method,
            url,
            headers: { ...headers, 'content-type': contentType },
            payload,
          },
          label,
        );
      }
    });
  });

  it.each([
    ['rating as text', (c: Context) => `/api/profiles/${c.profileId}/rate?rating=abc`],
    ['rating 0', (c: Context) => `/api/profiles/${c.profileId}/rate?rating=0`],
    ['rating 6', (c: Context) => `/api/profiles/${c.profileId}/rate?rating=6`],
    ['rating 3.5', (c: Context) => `/api/profiles/${c.profileId}/rate?rating=3.5`],
    [
      'rating overflow',
      (c: Context) => `/api/profiles/${c.profileId}/rate?rating=99999999999999999999`,
    ],
    ['no rating', (c: Context) => `/api/profiles/${c.profileId}/rate`],
    ['a profile id that is no UUID', () => `/api/profiles/abc/follow`],
    ['an unknown profile', () => `/api/profiles/${randomUUID()}/follow`],
    ['a company id that is no UUID', () => `/api/companies/1%00/follow`],
    ['a chat partner that is no UUID', () => `/api/chats?userId=../../etc/passwd`],
    ['no chat partner', () => `/api/chats`],
    [
      'an avatar URL of another host',
      () => `/api/avatars?url=${encodeURIComponent('https://evil.example/x.png')}`,
    ],
    [
      'a javascript: avatar URL',
      () => `/api/avatars?url=${encodeURIComponent('javascript:alert(1)')}`,
    ],
    [
      'an avatar path that climbs out',
      () => `/api/avatars?url=${encodeURIComponent('/api/files/../../etc/passwd')}`,
    ],
    ['an avatar without URL', () => `/api/avatars`],
  ])('refuses %s', async (label, url) => {
    await expectClientError(
      app,
      { method: 'POST', url: url(context), headers: { authorization: context.owner.token } },
      label,
    );
  });

  it.each([
    ['an onboarding id that is no UUID', '/api/onboarding/123', 'admin'],
    ['an over-long id', `/api/onboarding/${'a'.repeat(300)}`, 'admin'],
    ['a hint kind that does not exist', `/api/hints/witze/${randomUUID()}`, 'admin'],
    ['a hint id that is no UUID', '/api/hints/quotes/%27%20OR%201=1', 'admin'],
    ['a bookmark id that is no UUID', '/api/bookmarks/null', 'owner'],
    ['an unknown bookmark', `/api/bookmarks/${randomUUID()}`, 'owner'],
    ['a chat id that is no UUID', '/api/chats?chatId=1', 'owner'],
    ['no chat id', '/api/chats', 'owner'],
  ] as const)('refuses to delete with %s', async (label, url, caller) => {
    await expectClientError(
      app,
      { method: 'DELETE', url, headers: { authorization: token(caller) } },
      label,
    );
  });

  describe('chat messages (plain text)', () => {
    const send = (payload: string | Buffer, contentType = 'text/plain', chatId = context.chatId) =>
      ({
        method: 'POST',
        url: `/api/chats/${chatId}/messages`,
        headers: { authorization: context.owner.token, 'content-type': contentType },
        payload,
      }) satisfies InjectOptions;

    it.each([
      ['an empty body', () => send('')],
      ['only whitespace', () => send(' \n\t ')],
      ['more than 4,000 characters', () => send('x'.repeat(4001))],
      ['2 MB', () => send('x'.repeat(2 ** 21))],
      ['binary data', () => send(Buffer.from([0xff, 0xfe, 0]), 'application/octet-stream')],
      ['a chat id that is no UUID', () => send('Hallo', 'text/plain', 'kein-chat')],
      ['an unknown chat', () => send('Hallo', 'text/plain', randomUUID())],
    ])('refuses %s', async (label, options) => {
      await expectClientError(app, options(), label);
    });
  });

  describe('admin SQL (plain text)', () => {
    it.each([
      ['an empty statement', 'sql', ''],
      ['binary garbage', 'sql', '\u0000\u0001\u0002'],
      ['an unterminated string', 'sql', "SELECT 'abc FROM job"],
      ['an over-long statement', 'sql', `SELECT ${'1 + '.repeat(20_000)}1`],
      ['an empty statement', 'dml', ''],
      ['half a statement', 'dml', 'UPDATE job SET'],
    ])('refuses %s on /%s', async (label, endpoint, payload) => {
      await expectClientError(
        app,
        {
          method: 'POST',
          url: `/api/admin/database/${endpoint}`,
          headers: { authorization: context.admin, 'content-type': 'text/plain' },
          payload,
        },
        label,
      );
    });
  });

  describe('uploads (multipart)', () => {
    const upload = (options: Omit<InjectOptions, 'method' | 'url'>) => ({
      ...options,
      method: 'POST' as const,
      url: '/api/files/upload',
      headers: { authorization: context.owner.token, ...options.headers },
    });

    it.each([
      [
        'no file at all',
        () =>
          upload({
            ...multipart(Buffer.from('Hallo'), 'x.txt', {
              field: 'note',
              contentType: 'text/plain',
            }),
          }),
      ],
      [
        'a text file named .png',
        () => upload({ ...multipart(Buffer.from('kein Bild'), 'bild.png') }),
      ],
      ['an empty file', () => upload({ ...multipart(Buffer.alloc(0), 'leer.png') })],
      [
        'an SVG (it could carry scripts)',
        () =>
          upload({
            ...multipart(
              Buffer.from(
                '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
              ),
              'x.svg',
              { contentType: 'image/svg+xml' },
            ),
          }),
      ],
      [
        'a body that is not multipart',
        () => upload({ headers: { 'content-type': 'image/png' }, payload: tinyPng }),
      ],
      [
        'a broken multipart body',
        () =>
          upload({
            headers: { 'content-type': 'multipart/form-data; boundary=abc' },
            payload: '--abc\r\nnonsense',
          }),
      ],
      [
        'a multipart body without boundary',
        () => upload({ headers: { 'content-type': 'multipart/form-data' }, payload: tinyPng }),
      ],
      [
        'more than 5 MB',
        () =>
          upload({
            ...multipart(Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]), 'gross.png'),
          }),
      ],
    ])('refuses %s', async (label, options) => {
      await expectClientError(app, options(), label);
    });
  });
});
