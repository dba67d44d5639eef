import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { admin, build, createTestDatabase, login, newUser } from './helper.ts';
import {
  redisServerInstalled,
  startRedisServer,
  type RedisServer,
} from './servers/redis-server.ts';
import { startS3Server, type S3Server } from './servers/s3-server.ts';
import { multipart, tinyPng } from './uploads.ts';

/**
 * What one instance changes reaches the other's caches by PostgreSQL NOTIFY, within
 * milliseconds rather than the cache's lifetime of 60 s; the bound leaves room for a busy machine.
 */
const promptly = (assertion: () => Promise<void>) =>
  vi.waitFor(assertion, { timeout: 2000, interval: 10 });

/**
 * Two API instances on one PostgreSQL, one Redis and one S3 bucket, as behind a load balancer
 * (docs/operations.md, "Running more than one instance"). Runs where those servers are at hand:
 * TEST_DATABASE_URL and Debian's redis-server, as in CI.
 */
describe.runIf(process.env.TEST_DATABASE_URL && redisServerInstalled)(
  'two instances on PostgreSQL, Redis and S3',
  () => {
    let redis: RedisServer;
    let s3: S3Server;
    let dropDatabase: () => Promise<void>;
    let a: App;
    let b: App;

    beforeAll(async () => {
      const database = await createTestDatabase();
      dropDatabase = database.drop;
      [redis, s3] = await Promise.all([startRedisServer(), startS3Server()]);
      const instance = () =>
        build('postgres', {
          env: {
            // Production settings: caches on, a small login budget to see it shared.
            CACHE_TTL_S: '60',
            RATE_LIMIT_LOGIN_MAX: '3',
            RATE_LIMIT_GENERAL_MAX: '40',
          },
          config: { databaseUrl: database.url, redisUrl: redis.url, s3: s3.config },
        });
      a = await instance();
      b = await instance();
    }, 120_000);

    afterAll(async () => {
      await a?.close();
      await b?.close();
      await dropDatabase?.();
      await redis?.destroy();
      await s3?.close();
    });

    async function register(app: App) {
      const user = newUser();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: user,
      });
      expect(response.statusCode).toBe(201);
      return { ...user, id: response.json<{ id: string }>().id };
    }

    it('a message sent through A is polled through B', async () => {
      const [anna, ben] = [await register(a), await register(b)];
      const annaToken = await login(a, anna.username, anna.password);
      const benToken = await login(b, ben.username, ben.password);
      const chat = await a.inject({
        method: 'POST',
        url: `/api/chats?userId=${ben.id}`,
        headers: { authorization: annaToken },
      });
      const { chatId } = chat.json<{ chatId: string }>();
      const poll = (after: number) =>
        b.inject({
          url: `/api/chats/${chatId}/messages?after=${after}&limit=100`,
          headers: { authorization: benToken },
        });
      // B has answered this poll before, so its cache knows the chat.
      expect((await poll(1)).json()).toEqual([]);

      const sent = await a.inject({
        method: 'POST',
        url: `/api/chats/${chatId}/messages`,
        headers: { authorization: annaToken, 'content-type': 'text/plain' },
        payload: 'Hallo über zwei Instanzen',
      });
      expect(sent.statusCode).toBe(201);
      await promptly(async () => {
        const polled = await poll(1);
        expect(polled.json<{ content: string }[]>().map((m) => m.content)).toEqual([
          'Hallo über zwei Instanzen',
        ]);
      });
    });

    it('a logout on A is refused on B promptly, not after the cache lifetime', async () => {
      const user = await register(a);
      const token = await login(a, user.username, user.password);
      const info = () => b.inject({ url: '/api/auth/info', headers: { authorization: token } });
      expect((await info()).statusCode).toBe(200);
      const out = await a.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: token },
      });
      expect(out.statusCode).toBeLessThan(300);
      await promptly(async () => expect((await info()).statusCode).toBe(401));
    });

    it('the login limit holds across both instances', async () => {
      const attempt = (app: App) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '203.0.113.9',
          payload: { username: admin.username, password: 'falsch' },
        });
      expect((await attempt(a)).statusCode).toBe(401);
      expect((await attempt(b)).statusCode).toBe(401);
      expect((await attempt(a)).statusCode).toBe(401);
      // The fourth attempt, on either instance, is over the budget of three.
      const blocked = await attempt(b);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ maxCalls: 3, perSeconds: 60 });
    });

    it('an image uploaded through A is served by B', async () => {
      const user = await register(a);
      const token = await login(a, user.username, user.password);
      const { headers, payload } = multipart(tinyPng, 'foto.png');
      const upload = await a.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: { ...headers, authorization: token },
        payload,
      });
      expect(upload.statusCode).toBe(201);
      const { objectName } = upload.json<{ objectName: string }>();
      const served = await b.inject({ url: `/api/files/${objectName}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(tinyPng)).toBe(true);
    });

    it('counts on each instance alone while Redis is down, and across them once it is back', async () => {
      const user = await register(a);
      const attempt = (app: App, username: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: 'falsch-passwort' },
        });
      /** Wrong passwords for one user from one address, alternating between the instances. */
      const attempts = async (username: string, count: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < count; i++) {
          statuses.push((await attempt(i % 2 === 0 ? a : b, username)).statusCode);
        }
        return statuses;
      };

      const reader = await register(a);
      const token = await login(b, reader.username, reader.password);

      await redis.stop();
      // Each instance allows its own 3 (RATE_LIMIT_LOGIN_MAX): 6 in all, not 20.
      const during = await attempts(user.username, 20);
      expect(during.filter((status) => status === 401)).toHaveLength(6);
      expect(during.filter((status) => status === 429)).toHaveLength(14);
      // The general budget holds per instance too, and nothing fails.
      const info = () => a.inject({ url: '/api/auth/info', headers: { authorization: token } });
      const general = await Promise.all(Array.from({ length: 60 }, info));
      const statuses = general.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(40);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);

      await redis.start();
      // The client reconnects by itself; from then on the two instances share one count again:
      // the fourth attempt, whichever instance it reaches, is refused.
      let round = 0;
      await vi.waitFor(
        async () => {
          expect(await attempts(`nach_redis_${round++}`, 4)).toEqual([401, 401, 401, 429]);
        },
        { timeout: 20_000, interval: 100 },
      );
    }, 60_000);
  },
);
