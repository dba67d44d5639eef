import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build, databases, signUp } from './helper.ts';

describe.each(databases)('profiles on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates the caller’s profile once: 201, then 200 with the same profile', async () => {
    const user = await signUp(app, { name: 'Mia Müller' });
    const create = (payload?: object) =>
      app.inject({
        method: 'POST',
        url: '/api/profiles/create',
        headers: { authorization: user.token, 'content-type': 'application/json' },
        ...(payload ? { payload } : {}),
      });
    const first = await create();
    expect(first.statusCode).toBe(201);
    const profile = first.json();
    expect(profile).toEqual({
      id: expect.any(String),
      userId: user.id,
      displayName: 'Mia Müller',
      about: '',
      interests: [],
      everydayActivities: [],
      job: null,
    });
    // Any body is ignored.
    const second = await create({ displayName: 'Anders' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(profile);
  });

  it('stays idempotent under concurrent calls', async () => {
    const user = await signUp(app);
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/profiles/create',
          headers: { authorization: user.token },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const { rows } = await app.db.query('SELECT id FROM profiles WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it('needs a login', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/profiles/create' });
    expect(response.statusCode).toBe(401);
  });
});
