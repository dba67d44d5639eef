import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { asSentence } from '../src/plugins/app/error-handler.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

describe('asSentence', () => {
  it('keeps a sentence and ends a bare phrase with a full stop', () => {
    expect(asSentence('Diesen Job gibt es nicht.')).toBe('Diesen Job gibt es nicht.');
    expect(asSentence('Was nun?')).toBe('Was nun?');
    expect(asSentence('Ungültige ID')).toBe('Ungültige ID.');
    expect(asSentence('  ')).toBe('Die Anfrage konnte nicht verarbeitet werden.');
  });
});

describe.each(databases)('error responses on %s', (kind) => {
  let app: App;
  let token: string;
  let admin: string;
  beforeAll(async () => {
    app = await build(kind);
    token = (await signUp(app)).token;
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const expectErrorBody = (body: unknown) =>
    expect(body).toEqual({ error: expect.any(String), message: expect.any(String) });

  it('answers 400 for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Ungültige Eingabe',
      message: 'Die Anfrage enthält kein gültiges JSON.',
    });
  });

  it('answers 400 for a missing body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Die Anfrage enthält keine gültigen Daten.');
  });

  it('answers 400 for prototype poisoning', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","password":"b","__proto__":{"x":1}}',
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });

  it('answers 415 for an unsupported content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expectErrorBody(response.json());
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Die Anfrage ist zu groß.');
  });

  it('answers 404 as JSON for unknown routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/gibt-es-nicht'],
      ['POST', '/api/auth/nichts'],
      ['GET', '/irgendwas'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'Nicht gefunden',
        message: 'Das Gesuchte wurde nicht gefunden.',
      });
    }
  });

  it('answers 400 when the database refuses a value (NUL byte)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { authorization: token },
      payload: { key: 'goal', value: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });

  // A small fuzz: wrong types, huge and odd strings on every route. Nothing may answer 5xx.
  it('never answers 5xx for bad input', async () => {
    const values: unknown[] = [
      null,
      true,
      -1,
      1e308,
      '',
      ' ',
      'x'.repeat(50_000),
      '\u0000',
      '\ud800',
      'ä'.repeat(300),
      "'; DROP TABLE users; --",
      [],
      ['a', 1, null],
      {},
      { nested: { deep: [1] } },
    ];
    const routes: { method: 'GET' | 'POST' | 'DELETE'; url: string; fields: string[] }[] = [
      {
        method: 'POST',
        url: '/api/auth/register',
        fields: ['username', 'email', 'password', 'name'],
      },
      { method: 'POST', url: '/api/auth/login', fields: ['username', 'password'] },
      { method: 'POST', url: '/api/settings', fields: ['key', 'value'] },
      { method: 'POST', url: '/api/onboarding', fields: ['question', 'answers', 'settings_key'] },
      { method: 'POST', url: '/api/profiles/create', fields: ['displayName'] },
    ];
    for (const route of routes) {
      for (const value of values) {
        for (const field of route.fields) {
          const payload = Object.fromEntries(
            route.fields.map((f) => [f, f === field ? value : 'gültig_1']),
          );
          for (const authorization of [token, admin]) {
            const response = await app.inject({
              method: route.method,
              url: route.url,
              headers: { authorization },
              payload,
            });
            expect(
              response.statusCode,
              `${route.url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
            ).toBeLessThan(500);
            expectErrorBodyIfFailed(response.statusCode, response.body);
          }
        }
      }
      // Whole bodies of the wrong shape.
      for (const payload of ['[]', '"text"', '42', 'null', '{"a":']) {
        const response = await app.inject({
          method: route.method,
          url: route.url,
          headers: { authorization: admin, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${route.url} ${payload}`).toBeLessThan(500);
      }
    }
    for (const url of [
      '/api/onboarding?page=-1',
      '/api/onboarding?page=abc&size=0',
      '/api/onboarding?size=1e9',
      `/api/onboarding/${'x'.repeat(5000)}`,
      '/api/onboarding/%E0%A4%A',
      '/api/settings?key=%00',
    ]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await app.inject({ method, url, headers: { authorization: admin } });
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
  });
});

/** The client shows a message after 'Bitte überprüfe deine Eingaben: ': a whole sentence. */
const sentence = /^[A-ZÄÖÜ„].*[.!?]$/s;

function expectErrorBodyIfFailed(status: number, body: string) {
  if (status < 400) return;
  const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
  expect(typeof parsed.error).toBe('string');
  expect(typeof parsed.message).toBe('string');
  expect(parsed.message, 'a full sentence').toMatch(sentence);
}
