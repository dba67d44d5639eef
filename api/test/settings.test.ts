import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { MAX_SETTINGS_PER_USER } from '@kompass/contracts/schemas/settings';
import { build, databases, signUp } from './helper.ts';

describe.each(databases)('settings on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const save = (token: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { authorization: token },
      payload,
    });
  const list = (token: string) =>
    app.inject({ url: '/api/settings', headers: { authorization: token } });

  it('starts empty', async () => {
    const user = await signUp(app);
    const response = await list(user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('creates (201), then updates (200) a setting', async () => {
    const user = await signUp(app);
    const created = await save(user.token, { key: 'onboarding_completed', value: 'true' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ key: 'onboarding_completed', value: 'true' });
    const updated = await save(user.token, { key: 'onboarding_completed', value: 'false' });
    expect(updated.statusCode).toBe(200);
    expect((await list(user.token)).json()).toEqual([
      { key: 'onboarding_completed', value: 'false' },
    ]);
  });

  it('stores an answer index as text, and null or a missing value as null', async () => {
    const user = await signUp(app);
    await save(user.token, { key: 'goal', value: 2 });
    await save(user.token, { key: 'team_size', value: null });
    await save(user.token, { key: 'work_style' });
    expect((await list(user.token)).json()).toEqual([
      { key: 'goal', value: '2' },
      { key: 'team_size', value: null },
      { key: 'work_style', value: null },
    ]);
    // Overwriting a value with null works too.
    await save(user.token, { key: 'goal', value: null });
    expect((await list(user.token)).json()).toContainEqual({ key: 'goal', value: null });
  });

  it('keeps every user’s settings apart', async () => {
    const anna = await signUp(app);
    const ben = await signUp(app);
    await save(anna.token, { key: 'goal', value: '1' });
    await save(ben.token, { key: 'goal', value: '3' });
    expect((await list(anna.token)).json()).toEqual([{ key: 'goal', value: '1' }]);
    expect((await list(ben.token)).json()).toEqual([{ key: 'goal', value: '3' }]);
  });

  it.each([
    [{ key: 'Groß' }, 'Der Schlüssel einer Einstellung'],
    [{ key: '' }, 'Der Schlüssel einer Einstellung'],
    [{ key: 'k'.repeat(65) }, 'Der Schlüssel einer Einstellung'],
    [{ value: 'x' }, 'Das Feld „key“ fehlt.'],
    [{ key: 'goal', value: 'x'.repeat(2001) }, 'höchstens 2000 Zeichen'],
    [{ key: 'goal', value: { nested: true } }, 'Das Feld „value“ muss'],
  ])('rejects %j', async (payload, message) => {
    const user = await signUp(app);
    const response = await save(user.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('caps the number of settings per user', async () => {
    const user = await signUp(app);
    await app.db.query(
      `INSERT INTO settings (user_id, key, value)
       SELECT $1, 'k' || n, NULL FROM generate_series(1, $2::int) AS n`,
      [user.id, MAX_SETTINGS_PER_USER],
    );
    const response = await save(user.token, { key: 'one_more', value: '1' });
    expect(response.statusCode).toBe(400);
    // Existing keys can still be changed.
    expect((await save(user.token, { key: 'k1', value: '1' })).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    expect((await app.inject({ url: '/api/settings' })).statusCode).toBe(401);
    const response = await app.inject({
      method: 'POST',
      url: '/api/settings',
      payload: { key: 'goal', value: '1' },
    });
    expect(response.statusCode).toBe(401);
  });
});
