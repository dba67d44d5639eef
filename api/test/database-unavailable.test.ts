import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { isDatabaseUnavailable } from '../src/errors.ts';
import { build, signUp } from './helper.ts';
import { startPostgresServer, type PostgresServer } from './servers/postgres-server.ts';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is shutting down'],
    ['08006', 'connection failure'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
  ])('knows %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(Object.assign(new Error(message), { code }))).toBe(true);
  });

  it('knows a connection node-postgres lost without a code', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves bad input and programming errors alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '42P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });
});

/**
 * A real PostgreSQL server of its own is stopped and started again under the API. Runs where
 * the PostgreSQL suites run (TEST_DATABASE_URL set, server binaries installed, as in CI).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('while PostgreSQL restarts', () => {
  let server: PostgresServer;
  let app: App;
  let token: string;

  beforeAll(async () => {
    server = await startPostgresServer();
    app = await build('postgres', { config: { databaseUrl: server.url } });
    ({ token } = await signUp(app));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await server?.destroy();
  });

  const settings = () =>
    app.inject({ method: 'GET', url: '/api/settings', headers: { authorization: token } });

  it('answers 503 with Retry-After while it is down, then serves again', async () => {
    expect((await settings()).statusCode).toBe(200);

    await server.stop();
    for (const request of [
      settings(),
      app.inject({ method: 'GET', url: '/api/courses' }),
      app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: { authorization: token },
        payload: { key: 'theme', value: 'hell' },
      }),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({
        error: 'Nicht verfügbar',
        message:
          'Der Dienst ist gerade kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
      });
    }

    await server.start();
    // The pool reconnects on the next request; no restart of the API is needed.
    const back = await settings();
    expect(back.statusCode).toBe(200);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { authorization: token },
      payload: { key: 'theme', value: 'hell' },
    });
    expect(saved.statusCode).toBeLessThan(300);
  }, 60_000);
});
