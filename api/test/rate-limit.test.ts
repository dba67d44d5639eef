import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { build, deployments, newUser, signUp } from './helper.ts';

describe.each(deployments)('rate limits on $name', ({ database, distributed }) => {
  let app: App;
  beforeAll(async () => {
    app = await build(database, {
      distributed,
      env: {
        RATE_LIMIT_GENERAL_MAX: '3',
        RATE_LIMIT_GENERAL_WINDOW_S: '60',
        RATE_LIMIT_LOGIN_MAX: '2',
        RATE_LIMIT_REGISTER_MAX: '4',
        // As in production: the requests of a burst then share one cached session read.
        CACHE_TTL_S: '60',
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const info = (authorization: string, remoteAddress = '127.0.0.1') =>
    app.inject({ url: '/api/auth/info', headers: { authorization }, remoteAddress });

  it('answers 429 with maxCalls, perSeconds and Retry-After once a client used its budget', async () => {
    const user = await signUp(app, {});
    for (let i = 0; i < 3; i++) expect((await info(user.token)).statusCode).toBe(200);
    const limited = await info(user.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Zu viele Anfragen',
      message: expect.stringContaining('zu viele Anfragen'),
      maxCalls: 3,
      perSeconds: 60,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another client (another token, same address) still passes.
    const other = await signUp(app);
    expect((await info(other.token)).statusCode).toBe(200);
  });

  it('refuses only the part of a burst that exceeds the budget', async () => {
    const user = await signUp(app, {});
    const burst = await Promise.all(Array.from({ length: 5 }, () => info(user.token)));
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts anonymous clients by address', async () => {
    const anonymous = (remoteAddress: string) =>
      app.inject({ url: '/api/onboarding', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await anonymous('10.0.0.1')).statusCode).toBe(401);
    expect((await anonymous('10.0.0.1')).statusCode).toBe(429);
    expect((await anonymous('10.0.0.2')).statusCode).toBe(401);
  });

  it('limits login attempts per address and username', async () => {
    const user = newUser();
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: user,
      remoteAddress: '10.0.1.1',
    });
    const attempt = (username: string, remoteAddress = '10.0.1.1') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: 'falsch-123' },
        remoteAddress,
      });
    expect((await attempt(user.username)).statusCode).toBe(401);
    expect((await attempt(user.username.toUpperCase())).statusCode).toBe(401);
    const limited = await attempt(user.username);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ maxCalls: 2, perSeconds: 60 });
    // Another username from the same address, or the same one from elsewhere, is not blocked.
    expect((await attempt('jemand_anderes')).statusCode).toBe(401);
    expect((await attempt(user.username, '10.0.1.2')).statusCode).toBe(401);
  });

  it('limits registrations per address', async () => {
    const register = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newUser(),
        remoteAddress: '10.0.2.1',
      });
    for (let i = 0; i < 4; i++) expect((await register()).statusCode).toBe(201);
    const limited = await register();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ maxCalls: 4 });
  });

  it('does not limit the health check', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ url: '/api/health', remoteAddress: '10.0.3.1' })).statusCode).toBe(
        200,
      );
    }
  });
});

describe.each(deployments)('a class registering together on $name', ({ database, distributed }) => {
  const register = (app: App, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload: newUser(), remoteAddress });

  /** A fresh app counts alone until its Redis is connected; these counts are to be shared. */
  async function started(env: Record<string, string | undefined>): Promise<App> {
    const app = await build(database, { distributed, env });
    if (distributed) {
      await vi.waitFor(
        async () => {
          const health = await app.inject({ url: '/api/health' });
          expect(health.json()).toMatchObject({ dependencies: { redis: { status: 'ok' } } });
        },
        { timeout: 10_000, interval: 50 },
      );
    }
    return app;
  }

  it('lets 30 register from one address within a minute, and holds a larger burst', async () => {
    // The production defaults: a burst of 40 a minute and 100 an hour per address.
    const app = await started({
      RATE_LIMIT_REGISTER_MAX: undefined,
      RATE_LIMIT_REGISTER_HOURLY_MAX: undefined,
    });
    try {
      const school = '10.4.0.1';
      const classroom = await Promise.all(Array.from({ length: 30 }, () => register(app, school)));
      expect(classroom.map((response) => response.statusCode)).toEqual(Array(30).fill(201));

      const more = [];
      for (let i = 0; i < 10; i++) more.push((await register(app, school)).statusCode);
      expect(more).toEqual(Array(10).fill(201));
      const beyond = await register(app, school);
      expect(beyond.statusCode).toBe(429);
      expect(beyond.json()).toEqual({
        error: 'Zu viele Anfragen',
        message:
          'Du hast zu viele Anfragen gesendet (höchstens 40 in 60 Sekunden). Bitte warte ' +
          `${beyond.headers['retry-after']} Sekunden.`,
        maxCalls: 40,
        perSeconds: 60,
      });
      // Another address is not held.
      expect((await register(app, '10.4.0.2')).statusCode).toBe(201);
    } finally {
      await app.close();
    }
    // 42 password hashes on a busy machine.
  }, 120_000);

  it('holds bulk sign-ups from one address by an hourly budget, in minutes', async () => {
    const app = await started({
      RATE_LIMIT_REGISTER_MAX: '100',
      RATE_LIMIT_REGISTER_HOURLY_MAX: '5',
    });
    try {
      for (let i = 0; i < 5; i++) expect((await register(app, '10.4.1.1')).statusCode).toBe(201);
      const beyond = await register(app, '10.4.1.1');
      expect(beyond.statusCode).toBe(429);
      expect(Number(beyond.headers['retry-after'])).toBeGreaterThan(3500);
      expect(beyond.json()).toEqual({
        error: 'Zu viele Anfragen',
        message:
          'Du hast zu viele Anfragen gesendet (höchstens 5 in 60 Minuten). Bitte warte 60 Minuten.',
        maxCalls: 5,
        perSeconds: 3600,
      });
      // Nothing was created by the refused request; another address may still register.
      expect((await register(app, '10.4.1.2')).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  }, 120_000);
});
