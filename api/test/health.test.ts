import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { build, databases } from './helper.ts';
import {
  redisServerInstalled,
  startRedisServer,
  type RedisServer,
} from './servers/redis-server.ts';
import { startS3Server, type S3Server } from './servers/s3-server.ts';

const health = (app: App) => app.inject({ url: '/api/health' });

describe.each(databases)('GET /api/health on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind);
  });
  afterAll(() => app?.close());

  it('reports each dependency; without Redis it is not configured', async () => {
    const response = await health(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      dependencies: {
        database: { status: 'ok', required: true, kind },
        redis: { status: 'off', required: false, kind: 'redis' },
        objectStore: { status: 'ok', required: true, kind: 'disk' },
      },
    });
  });
});

/** The object store and Redis as real servers, stopped under the running API. */
describe.runIf(redisServerInstalled)('GET /api/health with S3 and Redis', () => {
  let app: App;
  let s3: S3Server;
  let redis: RedisServer;

  beforeAll(async () => {
    [s3, redis] = await Promise.all([startS3Server(), startRedisServer()]);
    app = await build('pglite', { config: { s3: s3.config, redisUrl: redis.url } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await redis?.destroy();
    await s3?.close().catch(() => {});
  });

  it('is ok while all are up', async () => {
    // The Redis client connects in the background after the start.
    const response = await vi.waitFor(
      async () => {
        const answer = await health(app);
        expect(answer.json()).toMatchObject({ status: 'ok' });
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      dependencies: {
        database: { status: 'ok', required: true, kind: 'pglite' },
        redis: { status: 'ok', required: false, kind: 'redis' },
        objectStore: { status: 'ok', required: true, kind: 's3' },
      },
    });
  });

  it('is degraded, still 200, while Redis is down', async () => {
    await redis.stop();
    try {
      const response = await health(app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        dependencies: { redis: { status: 'down' }, objectStore: { status: 'ok' } },
      });
    } finally {
      await redis.start();
    }
  });

  it('answers 503 with Retry-After and a German message while the object store is down', async () => {
    await s3.close();
    const started = Date.now();
    const response = await health(app);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      dependencies: {
        database: { status: 'ok' },
        objectStore: { status: 'down', required: true, kind: 's3' },
      },
      error: 'Nicht verfügbar',
      message: 'Der Dienst ist gerade kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
    });
    // Bounded: a store that does not answer counts as down after two seconds.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
