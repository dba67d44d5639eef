import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
