import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

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

function without(object: object, key: string): object {
  return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
}

describe.each(databases)('profile pages on %s', (kind) => {
  let app: App;
  let admin: string;
  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A signed-up user with a profile: `{ id, token, profileId, … }`. */
  async function member(overrides: Parameters<typeof signUp>[1] = {}) {
    const user = await signUp(app, overrides);
    const response = await app.inject({
      method: 'POST',
      url: '/api/profiles/create',
      headers: { authorization: user.token },
    });
    expect(response.statusCode).toBe(201);
    return { ...user, profileId: response.json<{ id: string }>().id };
  }

  const call = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: authorization ? { authorization } : {},
      ...(payload ? { payload } : {}),
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

  describe('ratings', () => {
    it('starts unrated, averages to one decimal and upserts the caller’s rating', async () => {
      const owner = await member();
      const [a, b, c] = await Promise.all([signUp(app), signUp(app), signUp(app)]);
      const rating = () => call('GET', `/profiles/${owner.id}/rating`, owner.token);
      expect((await rating()).json()).toEqual({ rating: null, count: 0, mine: null });

      const rate = (token: string, value: number | string) =>
        call('POST', `/profiles/${owner.id}/rate?rating=${value}`, token);
      const first = await rate(a.token, 1);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ rating: 1, count: 1, mine: 1 });
      await rate(b.token, 2);
      expect((await rate(c.token, 2)).json()).toEqual({ rating: 1.7, count: 3, mine: 2 });
      // A second rating by the same user replaces the first.
      expect((await rate(a.token, 5)).json()).toEqual({ rating: 3, count: 3, mine: 5 });
      expect((await rating()).json()).toEqual({ rating: 3, count: 3, mine: null });
    });

    it('tells each caller the stars they gave, and only theirs', async () => {
      const owner = await member();
      const [a, b, c] = await Promise.all([signUp(app), signUp(app), signUp(app)]);
      await call('POST', `/profiles/${owner.id}/rate?rating=2`, a.token);
      await call('POST', `/profiles/${owner.id}/rate?rating=5`, b.token);
      const mine = async (token: string) =>
        (await call('GET', `/profiles/${owner.id}/rating`, token)).json<{ mine: unknown }>().mine;
      expect(await mine(a.token)).toBe(2);
      expect(await mine(b.token)).toBe(5);
      expect(await mine(c.token)).toBeNull();
    });

    it('lets any other logged-in user rate, admins included', async () => {
      const owner = await member();
      const response = await call('POST', `/profiles/${owner.profileId}/rate?rating=4`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ rating: 4, count: 1, mine: 4 });
    });

    it('rejects ratings outside 1 to 5 or not whole', async () => {
      const owner = await member();
      const rater = await signUp(app);
      for (const value of ['0', '6', '2.5', 'abc', '-1', '99999999999999999999', '']) {
        const response = await call(
          'POST',
          `/profiles/${owner.id}/rate?rating=${value}`,
          rater.token,
        );
        expect(response.statusCode, value).toBe(400);
        expect(response.json().message).toBe(
          'Die Bewertung muss eine ganze Zahl von 1 bis 5 sein.',
        );
      }
      const missing = await call('POST', `/profiles/${owner.id}/rate`, rater.token);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Das Feld „rating“ fehlt.');
      expect((await call('GET', `/profiles/${owner.id}/rating`, owner.token)).json()).toEqual({
        rating: null,
        count: 0,
        mine: null,
      });
    });

    it('does not let users rate their own profile', async () => {
      const owner = await member();
      const response = await call('POST', `/profiles/${owner.id}/rate?rating=5`, owner.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Ungültige Eingabe',
        message: 'Du kannst dein eigenes Profil nicht bewerten.',
      });
    });

    it('needs a login', async () => {
      const owner = await member();
      expect((await call('GET', `/profiles/${owner.id}/rating`)).statusCode).toBe(401);
      expect((await call('POST', `/profiles/${owner.id}/rate?rating=3`)).statusCode).toBe(401);
    });
  });

  describe('following', () => {
    it('toggles the caller’s follow and counts followers', async () => {
      const owner = await member();
      const [fan, other] = await Promise.all([signUp(app), signUp(app)]);
      const following = (token: string) =>
        call('GET', `/profiles/${owner.id}/following`, token).then((r) => r.json());
      const toggle = () => call('POST', `/profiles/${owner.profileId}/follow`, fan.token);

      expect(await following(fan.token)).toEqual({ count: 0, following: false });
      const followed = await toggle();
      expect(followed.statusCode).toBe(200);
      expect(followed.json()).toEqual({ count: 1, following: true });
      expect(await following(fan.token)).toEqual({ count: 1, following: true });
      expect(await following(other.token)).toEqual({ count: 1, following: false });
      expect(await following(owner.token)).toEqual({ count: 1, following: false });

      const adminFollow = await call('POST', `/profiles/${owner.id}/follow`, admin);
      expect(adminFollow.json()).toEqual({ count: 2, following: true });

      expect((await toggle()).json()).toEqual({ count: 1, following: false });
      expect(await following(fan.token)).toEqual({ count: 1, following: false });
    });

    it('does not let users follow themselves', async () => {
      const owner = await member();
      const response = await call('POST', `/profiles/${owner.id}/follow`, owner.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Du kannst dir nicht selbst folgen.');
    });

    it('needs a login', async () => {
      const owner = await member();
      expect((await call('GET', `/profiles/${owner.id}/following`)).statusCode).toBe(401);
      expect((await call('POST', `/profiles/${owner.id}/follow`)).statusCode).toBe(401);
    });
  });

  describe('POST /profiles/{id}/update', () => {
    const job = {
      name: 'Mechatronikerin',
      description: 'Ausbildung im dritten Jahr',
      location: 'Bremen',
      workType: 'Vollzeit',
      yearlySalary: 14400,
      imageUrl: '/api/files/bild.png',
    };
    const edit = {
      displayName: 'Mia',
      about: 'Ich schraube gern.',
      interests: ['Technik', 'Musik'],
      everydayActivities: ['/img/rad.png|Radfahren'],
      job,
    };

    it('lets the owner update the whole profile, trimmed and without blank entries', async () => {
      const owner = await member();
      const response = await call('POST', `/profiles/${owner.id}/update`, owner.token, {
        displayName: '  Mia  ',
        about: '  Ich schraube gern. ',
        interests: [' Technik ', '', '   '],
        everydayActivities: [' /img/rad.png | Radfahren ', ' | ', ''],
        job: { ...job, name: '  Mechatronikerin ', location: ' Bremen', extra: 'weg' },
        unknown: 'ignoriert',
      });
      expect(response.statusCode).toBe(200);
      const expected = {
        id: owner.profileId,
        userId: owner.id,
        displayName: 'Mia',
        about: 'Ich schraube gern.',
        interests: ['Technik'],
        everydayActivities: ['/img/rad.png|Radfahren'],
        job,
        hasAvatar: false,
      };
      expect(response.json()).toEqual(expected);
      const { rows } = await app.db.query<{ job: object }>(
        'SELECT job FROM profiles WHERE id = $1',
        [owner.profileId],
      );
      expect(rows[0]!.job).toEqual(job);
      const read = await call('GET', `/profiles?search=${owner.id}`, owner.token);
      expect(read.json()).toEqual({ content: [expected], total: 1 });
    });

    it('accepts the profile id too, and a missing or null job removes the job', async () => {
      const owner = await member();
      const url = `/profiles/${owner.profileId}/update`;
      expect((await call('POST', url, owner.token, edit)).json().job).toEqual(job);
      const withoutJob = await call('POST', url, owner.token, { ...edit, job: null });
      expect(withoutJob.statusCode).toBe(200);
      expect(withoutJob.json().job).toBeNull();
      await call('POST', url, owner.token, edit);
      const omitted = await call('POST', url, owner.token, without(edit, 'job'));
      expect(omitted.statusCode).toBe(200);
      expect(omitted.json().job).toBeNull();
    });

    it('keeps at most three interests and activities', async () => {
      const owner = await member();
      const url = `/profiles/${owner.id}/update`;
      const full = await call('POST', url, owner.token, {
        ...edit,
        interests: ['a', 'b', 'c'],
        everydayActivities: ['x|1', 'y|2', 'z|3'],
      });
      expect(full.statusCode).toBe(200);
      const interests = await call('POST', url, owner.token, {
        ...edit,
        interests: ['a', 'b', 'c', 'd'],
      });
      expect(interests.statusCode).toBe(400);
      expect(interests.json().message).toBe('Du kannst höchstens 3 Eigenschaften angeben.');
      const activities = await call('POST', url, owner.token, {
        ...edit,
        everydayActivities: ['a|1', 'b|2', 'c|3', 'd|4'],
      });
      expect(activities.statusCode).toBe(400);
      expect(activities.json().message).toBe('Du kannst höchstens 3 Alltagsaktivitäten angeben.');
    });

    it('rejects invalid fields with a German reason', async () => {
      const owner = await member();
      const url = `/profiles/${owner.id}/update`;
      const cases: [object, string][] = [
        [{ ...edit, displayName: '   ' }, 'Das Feld „Anzeigename“ darf nicht leer sein.'],
        [
          { ...edit, displayName: 'x'.repeat(81) },
          'Das Feld „Anzeigename“ darf höchstens 80 Zeichen lang sein.',
        ],
        [
          { ...edit, about: 'x'.repeat(2001) },
          'Das Feld „Über mich“ darf höchstens 2000 Zeichen lang sein.',
        ],
        [
          { ...edit, interests: ['x'.repeat(41)] },
          'Eine Eigenschaft darf höchstens 40 Zeichen lang sein.',
        ],
        [
          { ...edit, everydayActivities: ['x'.repeat(501)] },
          'Eine Alltagsaktivität darf höchstens 500 Zeichen lang sein.',
        ],
        [
          { ...edit, interests: { eins: 'Technik' } },
          'Das Feld „Eigenschaften“ muss eine Liste sein.',
        ],
        [{ displayName: 'Mia' }, 'Das Feld „Über mich“ fehlt.'],
        [{ ...edit, job: { ...job, name: '  ' } }, 'Das Feld „Jobtitel“ darf nicht leer sein.'],
        [
          { ...edit, job: { ...job, yearlySalary: -1 } },
          'Das Jahresgehalt muss eine Zahl von 0 bis 100.000.000 sein.',
        ],
        [
          { ...edit, job: { ...job, yearlySalary: 1e300 } },
          'Das Jahresgehalt muss eine Zahl von 0 bis 100.000.000 sein.',
        ],
        [
          { ...edit, job: { ...job, yearlySalary: 'viel' } },
          'Das Jahresgehalt muss eine Zahl von 0 bis 100.000.000 sein.',
        ],
        [
          { ...edit, job: { ...job, location: { ort: 'Bremen' } } },
          'Das Feld „Arbeitsort“ muss ein Text sein.',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await call('POST', url, owner.token, payload);
        expect(response.statusCode, message).toBe(400);
        expect(response.json(), message).toEqual({ error: 'Ungültige Eingabe', message });
      }
      const missingName = await call('POST', url, owner.token, {
        ...edit,
        job: without(job, 'name'),
      });
      expect(missingName.statusCode).toBe(400);
      expect((await call('POST', url, owner.token)).statusCode).toBe(400);
      const nul = await call('POST', url, owner.token, { ...edit, displayName: 'Mi\u0000a' });
      expect(nul.statusCode).toBe(400);
      const nulJob = await call('POST', url, owner.token, {
        ...edit,
        job: { ...job, description: 'a\u0000b' },
      });
      expect(nulJob.statusCode).toBe(400);
      // Nothing was stored.
      const read = await call('GET', `/profiles?search=${owner.id}`, owner.token);
      expect(read.json().content[0].displayName).toBe(owner.name);
    });

    it('lets only the owner update: 401 anonymous, 403 other user and admin', async () => {
      const owner = await member();
      const other = await member();
      const url = `/profiles/${owner.id}/update`;
      expect((await call('POST', url, undefined, edit)).statusCode).toBe(401);
      for (const token of [other.token, admin]) {
        const response = await call('POST', url, token, edit);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: 'Keine Berechtigung',
          message: 'Dafür fehlen dir die Rechte.',
        });
      }
      const read = await call('GET', `/profiles?search=${owner.id}`, owner.token);
      expect(read.json().content[0].displayName).toBe(owner.name);
    });

    it('answers 404 for an unknown profile', async () => {
      const user = await signUp(app);
      const response = await call('POST', `/profiles/${randomUUID()}/update`, user.token, edit);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Das Profil konnte nicht gefunden werden.');
    });

    it('lets a user who never finished onboarding edit their profile by user id', async () => {
      const user = await signUp(app);
      const response = await call('POST', `/profiles/${user.id}/update`, user.token, edit);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ userId: user.id, displayName: edit.displayName });
    });
  });
});
