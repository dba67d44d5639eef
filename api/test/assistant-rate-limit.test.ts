import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build, databases, signUp } from './helper.ts';

describe.each(databases)('Frag unsere KI rate limit on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind, {
      env: { RATE_LIMIT_ASSISTANT_MAX: '3', RATE_LIMIT_ASSISTANT_WINDOW_S: '60' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('limits each user on their own with 429, maxCalls and perSeconds', async () => {
    const [first, second] = await Promise.all([signUp(app), signUp(app)]);
    const ask = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/assistant/ask',
        headers: { authorization: token },
        payload: { question: 'Was ist ein duales Studium?' },
      });
    for (let call = 0; call < 3; call += 1) expect((await ask(first.token)).statusCode).toBe(200);
    const limited = await ask(first.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ maxCalls: 3, perSeconds: 60 });
    expect(limited.json<{ message: string }>().message).toContain('Bitte warte');
    // Another user, and the rest of the API for the first one, are not affected.
    expect((await ask(second.token)).statusCode).toBe(200);
    const other = await app.inject({ url: '/api/jobs', headers: { authorization: first.token } });
    expect(other.statusCode).toBe(200);
  });
});
