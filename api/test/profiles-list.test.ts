import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build, databases, signUp } from './helper.ts';
import { profilePages } from './profiles-suite.ts';

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
      hasAvatar: false,
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

describe.each(databases)('profile pages on %s', (kind) => {
  const { pages, member, call } = profilePages(kind);
  let app: App;
  beforeAll(() => {
    ({ app } = pages);
  });

  describe('GET /profiles', () => {
    it('finds a profile by user id', async () => {
      const owner = await member({ name: 'Lena Schmidt' });
      const reader = await signUp(app);
      const response = await call('GET', `/profiles?search=${owner.id}`, reader.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        content: [
          {
            id: owner.profileId,
            userId: owner.id,
            displayName: 'Lena Schmidt',
            about: '',
            interests: [],
            everydayActivities: [],
            job: null,
            hasAvatar: false,
          },
        ],
        total: 1,
      });
    });

    it('answers the plain profile of a user who never finished onboarding', async () => {
      // Registered, no profile row yet: found in the user search, so their page must show them.
      const newcomer = await signUp(app, { name: 'Ole Neu' });
      const reader = await signUp(app);
      const response = await call('GET', `/profiles?search=${newcomer.id}`, reader.token);
      expect(response.statusCode).toBe(200);
      const expected = {
        id: expect.any(String),
        userId: newcomer.id,
        displayName: 'Ole Neu',
        about: '',
        interests: [],
        everydayActivities: [],
        job: null,
        hasAvatar: false,
      };
      expect(response.json()).toEqual({ content: [expected], total: 1 });
      const { id } = response.json<{ content: { id: string }[] }>().content[0]!;
      // The same profile every time, and the one onboarding then finds.
      const again = await call('GET', `/profiles?search=${newcomer.id}`, reader.token);
      expect(again.json()).toEqual({ content: [{ ...expected, id }], total: 1 });
      const created = await call('POST', '/profiles/create', newcomer.token);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toEqual({ ...expected, id });

      const unknown = await call('GET', `/profiles?search=${randomUUID()}`, reader.token);
      expect(unknown.json()).toEqual({ content: [], total: 0 });
    });

    it('lets others follow and rate a user who never finished onboarding', async () => {
      const newcomer = await signUp(app);
      const reader = await signUp(app);
      expect((await call('GET', `/profiles/${newcomer.id}/rating`, reader.token)).json()).toEqual({
        rating: null,
        count: 0,
        mine: null,
      });
      const follow = await call('POST', `/profiles/${newcomer.id}/follow`, reader.token);
      expect(follow.statusCode).toBe(200);
      expect(follow.json()).toEqual({ count: 1, following: true });
      const rate = await call('POST', `/profiles/${newcomer.id}/rate?rating=4`, reader.token);
      expect(rate.statusCode).toBe(200);
      expect(rate.json()).toEqual({ rating: 4, count: 1, mine: 4 });
      const { rows } = await app.db.query('SELECT id FROM profiles WHERE user_id = $1', [
        newcomer.id,
      ]);
      expect(rows).toHaveLength(1);
    });

    it('follows once when the same toggle arrives again with its Idempotency-Key', async () => {
      const [followed, reader] = [await signUp(app), await signUp(app)];
      const send = () =>
        app.inject({
          method: 'POST',
          url: `/api/profiles/${followed.id}/follow`,
          headers: { authorization: reader.token, 'idempotency-key': 'follow-offline-2' },
        });
      expect((await send()).json()).toEqual({ count: 1, following: true });
      expect((await send()).json()).toEqual({ count: 1, following: true });
      const state = await call('GET', `/profiles/${followed.id}/following`, reader.token);
      expect(state.json()).toEqual({ count: 1, following: true });
    });

    it('rejects a search that is no id', async () => {
      const user = await signUp(app);
      const response = await call('GET', '/profiles?search=abc', user.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Ungültige Eingabe',
        message: 'Das Feld „search“ ist keine gültige ID.',
      });
    });

    it('lists all profiles by display name, page by page', async () => {
      await member({ name: 'Zora Zimmer' });
      await member({ name: 'anton Adler' });
      const user = await signUp(app);
      const { rows } = await app.db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM profiles',
      );
      const all = await call('GET', '/profiles?size=100', user.token);
      expect(all.statusCode).toBe(200);
      const body = all.json<{ content: { displayName: string }[]; total: number }>();
      expect(body.total).toBe(rows[0]!.total);
      const names = body.content.map((profile) => profile.displayName);
      expect(names).toEqual(
        [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      expect(names[0]).toBe('anton Adler');
      const second = await call('GET', '/profiles?page=1&size=1', user.token);
      expect(second.json<{ content: unknown[] }>().content).toEqual([body.content[1]]);
      expect((await call('GET', '/profiles?size=0', user.token)).statusCode).toBe(400);
    });

    it('needs a login', async () => {
      expect((await call('GET', '/profiles')).statusCode).toBe(401);
    });
  });

  describe('addressing a profile', () => {
    it('accepts the profile id and the user id', async () => {
      const owner = await member();
      for (const id of [owner.profileId, owner.id]) {
        const response = await call('GET', `/profiles/${id}/rating`, owner.token);
        expect(response.statusCode).toBe(200);
      }
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const user = await signUp(app);
      for (const path of ['rating', 'following']) {
        const unknown = await call('GET', `/profiles/${randomUUID()}/${path}`, user.token);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({
          error: 'Nicht gefunden',
          message: 'Das Profil konnte nicht gefunden werden.',
        });
        const malformed = await call('GET', `/profiles/nicht-da/${path}`, user.token);
        expect(malformed.statusCode).toBe(400);
      }
      expect((await call('POST', `/profiles/${randomUUID()}/follow`, user.token)).statusCode).toBe(
        404,
      );
      expect(
        (await call('POST', `/profiles/${randomUUID()}/rate?rating=3`, user.token)).statusCode,
      ).toBe(404);
    });
  });
});
