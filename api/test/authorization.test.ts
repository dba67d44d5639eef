import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, databases, signUp } from './helper.ts';
import { multipart, tinyPng } from './uploads.ts';

/**
 * Who may do what, for every endpoint of the API, in one table: each row is one call, each
 * column one kind of caller. The resource suites test shapes and edge cases; this one makes sure
 * no endpoint was left open by accident.
 *
 *   anonymous – no token, and also an unknown token (both must be 401 where a login is needed)
 *   owner     – a user who owns the resource or takes part in it (own profile, bookmark, chat)
 *   other     – another user
 *   admin     – an ADMIN, who is not the owner
 *
 * `ok` is any 2xx or a redirect; the resource suites pin the exact success status.
 */
type Expected = 'ok' | 400 | 401 | 403;
type Role = 'anonymous' | 'owner' | 'other' | 'admin';

interface Fixture {
  app: App;
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
  owner: { id: string; username: string };
  partner: { id: string; token: string };
  jobId: string;
  companyId: string;
  courseId: string;
  ownerProfileId: string;
  chatId: string;
  ownerFile: string;
}

interface Row {
  name: string;
  /** Builds the request; called once per cell so that every cell gets fresh resources. */
  request: (fixture: Fixture) => Promise<InjectOptions> | InjectOptions;
  expect: Record<Role, Expected>;
}

const everyone: Row['expect'] = { anonymous: 'ok', owner: 'ok', other: 'ok', admin: 'ok' };
const users: Row['expect'] = { anonymous: 401, owner: 'ok', other: 'ok', admin: 'ok' };
const admins: Row['expect'] = { anonymous: 401, owner: 403, other: 403, admin: 'ok' };
const ownerOnly: Row['expect'] = { anonymous: 401, owner: 'ok', other: 403, admin: 403 };

const json = (method: 'POST' | 'DELETE', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

async function asAdmin(fixture: Fixture, options: InjectOptions) {
  const response = await fixture.app.inject({
    ...options,
    headers: { ...options.headers, authorization: fixture.tokens.admin },
  });
  expect(response.statusCode, `${options.method} ${options.url}`).toBeLessThan(300);
  return response.json<{ id: string }>();
}

async function ownerBookmark(fixture: Fixture) {
  const { rows } = await fixture.app.db.query<{ id: string }>(
    `INSERT INTO course (name) VALUES ('Merkbarer Kurs') RETURNING id`,
  );
  const response = await fixture.app.inject({
    method: 'POST',
    url: '/api/bookmarks',
    headers: { authorization: fixture.tokens.owner },
    payload: { entityType: 'course', entityId: rows[0]!.id },
  });
  return response.json<{ id: string }>().id;
}

/** The owner's chat with `partnerId` (a pair has one chat, so a new partner means a new chat). */
async function ownerChat(fixture: Fixture, partnerId = fixture.partner.id) {
  const response = await fixture.app.inject({
    method: 'POST',
    url: `/api/chats?userId=${partnerId}`,
    headers: { authorization: fixture.tokens.owner },
  });
  return response.json<{ chatId: string }>().chatId;
}

const hintBodies = {
  quotes: { quote: 'Jeder Weg beginnt mit einem Schritt.' },
  applications: { shortTip: 'Sei pünktlich', longTip: 'Komm zehn Minuten vor dem Termin.' },
  learning: { emoji: '📚', title: 'Pausen', description: 'Alle 45 Minuten kurz aufstehen.' },
} as const;

const rows: Row[] = [
  { name: 'GET /health/live', request: () => ({ url: '/api/health/live' }), expect: everyone },
  { name: 'GET /health', request: () => ({ url: '/api/health' }), expect: everyone },
  { name: 'GET /auth/info', request: () => ({ url: '/api/auth/info' }), expect: users },
  { name: 'GET /settings', request: () => ({ url: '/api/settings' }), expect: users },
  {
    name: 'POST /settings',
    request: () => json('POST', '/api/settings', { key: 'lieblingsfarbe', value: 'teal' }),
    expect: users,
  },
  { name: 'GET /onboarding', request: () => ({ url: '/api/onboarding' }), expect: users },
  {
    name: 'POST /onboarding',
    request: () =>
      json('POST', '/api/onboarding', {
        question: 'Magst du Tiere?',
        answers: ['Ja', 'Nein'],
        settings_key: `k_${randomUUID().slice(0, 8)}`,
      }),
    expect: admins,
  },
  {
    name: 'DELETE /onboarding/{id}',
    request: async (f) => {
      const { id } = await asAdmin(
        f,
        json('POST', '/api/onboarding', {
          question: 'Frage?',
          answers: ['A'],
          settings_key: `k_${randomUUID().slice(0, 8)}`,
        }),
      );
      return json('DELETE', `/api/onboarding/${id}`);
    },
    expect: admins,
  },
  ...(['quotes', 'applications', 'learning'] as const).flatMap((kind): Row[] => [
    { name: `GET /hints/${kind}`, request: () => ({ url: `/api/hints/${kind}` }), expect: users },
    {
      name: `POST /hints/${kind}`,
      request: () => json('POST', `/api/hints/${kind}`, hintBodies[kind]),
      expect: admins,
    },
    {
      name: `DELETE /hints/${kind}/{id}`,
      request: async (f) => {
        const { id } = await asAdmin(f, json('POST', `/api/hints/${kind}`, hintBodies[kind]));
        return json('DELETE', `/api/hints/${kind}/${id}`);
      },
      expect: admins,
    },
  ]),
  { name: 'GET /jobs', request: () => ({ url: '/api/jobs' }), expect: users },
  { name: 'GET /jobs?search=', request: () => ({ url: '/api/jobs?search=mecha' }), expect: users },
  { name: 'GET /jobs/{id}', request: (f) => ({ url: `/api/jobs/${f.jobId}` }), expect: users },
  {
    name: 'POST /jobs/create',
    request: () =>
      json('POST', '/api/jobs/create', {
        name: 'Gärtner/in',
        description: 'Pflanzen und Pflege',
        location: 'Kassel',
        workType: 'Ausbildung',
        yearlySalary: 12000,
        imageUrl: '',
      }),
    expect: admins,
  },
  { name: 'GET /companies', request: () => ({ url: '/api/companies' }), expect: users },
  {
    name: 'GET /companies?search=',
    request: () => ({ url: '/api/companies?search=werk' }),
    expect: users,
  },
  {
    name: 'GET /companies/{id}',
    request: (f) => ({ url: `/api/companies/${f.companyId}` }),
    expect: users,
  },
  {
    name: 'POST /companies/create',
    request: () =>
      json('POST', '/api/companies/create', {
        name: 'Stadtwerke Neustadt',
        branch: 'Energie',
        website: 'https://stadtwerke.example',
        contactMethods: 'E-Mail: ausbildung@stadtwerke.example',
        about: 'Strom, Wasser und Wärme für die Region.',
        image: '',
      }),
    expect: admins,
  },
  {
    name: 'GET /companies/{id}/following',
    request: (f) => ({ url: `/api/companies/${f.companyId}/following` }),
    expect: users,
  },
  {
    name: 'POST /companies/{id}/follow',
    request: (f) => json('POST', `/api/companies/${f.companyId}/follow`),
    expect: users,
  },
  { name: 'GET /courses', request: () => ({ url: '/api/courses' }), expect: everyone },
  {
    name: 'GET /courses/{id}',
    request: (f) => ({ url: `/api/courses/${f.courseId}` }),
    expect: everyone,
  },
  { name: 'GET /bookmarks', request: () => ({ url: '/api/bookmarks' }), expect: users },
  {
    name: 'POST /bookmarks',
    request: (f) => json('POST', '/api/bookmarks', { entityType: 'job', entityId: f.jobId }),
    expect: users,
  },
  {
    name: 'DELETE /bookmarks/{id}',
    request: async (f) => json('DELETE', `/api/bookmarks/${await ownerBookmark(f)}`),
    expect: ownerOnly,
  },
  {
    name: 'POST /profiles/create',
    request: () => json('POST', '/api/profiles/create'),
    expect: users,
  },
  {
    name: 'GET /profiles?search=',
    request: (f) => ({ url: `/api/profiles?search=${f.owner.id}` }),
    expect: users,
  },
  {
    name: 'GET /profiles/{id}/rating',
    request: (f) => ({ url: `/api/profiles/${f.ownerProfileId}/rating` }),
    expect: users,
  },
  {
    name: 'POST /profiles/{id}/rate',
    request: (f) => json('POST', `/api/profiles/${f.ownerProfileId}/rate?rating=4`),
    // Nobody rates their own profile.
    expect: { ...users, owner: 400 },
  },
  {
    name: 'GET /profiles/{id}/following',
    request: (f) => ({ url: `/api/profiles/${f.ownerProfileId}/following` }),
    expect: users,
  },
  {
    name: 'POST /profiles/{id}/follow',
    request: (f) => json('POST', `/api/profiles/${f.ownerProfileId}/follow`),
    // Nobody follows themselves.
    expect: { ...users, owner: 400 },
  },
  {
    name: 'POST /profiles/{id}/update',
    request: (f) =>
      json('POST', `/api/profiles/${f.ownerProfileId}/update`, {
        displayName: 'Neuer Name',
        about: 'Über mich',
        interests: ['Musik'],
        everydayActivities: [],
      }),
    expect: ownerOnly,
  },
  { name: 'GET /chats', request: () => ({ url: '/api/chats' }), expect: users },
  {
    name: 'POST /chats?userId=',
    request: (f) => json('POST', `/api/chats?userId=${f.partner.id}`),
    expect: users,
  },
  {
    name: 'DELETE /chats?chatId=',
    request: async (f) =>
      json('DELETE', `/api/chats?chatId=${await ownerChat(f, (await signUp(f.app)).id)}`),
    expect: ownerOnly,
  },
  {
    name: 'GET /chats/{chatId}/messages',
    request: (f) => ({ url: `/api/chats/${f.chatId}/messages?after=1&limit=2147483647` }),
    expect: ownerOnly,
  },
  {
    name: 'POST /chats/{chatId}/messages',
    request: (f) => ({
      method: 'POST',
      url: `/api/chats/${f.chatId}/messages`,
      headers: { 'content-type': 'text/plain' },
      payload: 'Hallo!',
    }),
    expect: ownerOnly,
  },
  {
    name: 'GET /avatars/{userId}',
    request: (f) => ({ url: `/api/avatars/${f.owner.id}` }),
    expect: everyone,
  },
  {
    name: 'GET /avatars/username/{username}',
    request: (f) => ({ url: `/api/avatars/username/${f.owner.username}` }),
    expect: everyone,
  },
  {
    name: 'POST /avatars?url=',
    request: (f) =>
      json('POST', `/api/avatars?url=${encodeURIComponent(`/api/files/${f.ownerFile}`)}`),
    // Only one's own uploads can become one's avatar.
    expect: { anonymous: 401, owner: 'ok', other: 400, admin: 400 },
  },
  {
    name: 'POST /files/upload',
    request: () => ({
      method: 'POST',
      url: '/api/files/upload',
      ...multipart(tinyPng, 'bild.png'),
    }),
    expect: users,
  },
  {
    name: 'GET /files/{objectName}',
    request: (f) => ({ url: `/api/files/${f.ownerFile}` }),
    expect: everyone,
  },
  {
    name: 'GET /search/entities/top',
    request: () => ({ url: '/api/search/entities/top?entityType=job&limit=3' }),
    expect: users,
  },
  {
    name: 'GET /search/entities/top/all',
    request: () => ({ url: '/api/search/entities/top/all' }),
    expect: users,
  },
  {
    name: 'GET /userdiscovery',
    request: () => ({ url: '/api/userdiscovery?name=test' }),
    expect: users,
  },
  {
    name: 'POST /admin/database/sql',
    request: () => ({
      method: 'POST',
      url: '/api/admin/database/sql',
      headers: { 'content-type': 'text/plain' },
      payload: 'SELECT id, name FROM job',
    }),
    expect: admins,
  },
  {
    name: 'POST /admin/database/dml',
    request: (f) => ({
      method: 'POST',
      url: '/api/admin/database/dml',
      headers: { 'content-type': 'text/plain' },
      payload: `UPDATE job SET location = 'Kassel' WHERE id = '${f.jobId}'`,
    }),
    expect: admins,
  },
  {
    name: 'GET /admin/audit',
    request: () => ({ url: '/api/admin/audit?outcome=ok' }),
    expect: admins,
  },
];

/** An unknown token of the right format: the server must treat it like no token at all. */
const unknownToken = 'x'.repeat(43);

describe.each(databases)('authorization on %s', (kind) => {
  const fixture = {} as Fixture;

  beforeAll(async () => {
    const app = await build(kind);
    const [owner, other, partner, admin] = await Promise.all([
      signUp(app),
      signUp(app),
      signUp(app),
      adminToken(app),
    ]);
    Object.assign(fixture, {
      app,
      tokens: { owner: owner.token, other: other.token, admin },
      owner: { id: owner.id, username: owner.username },
      partner: { id: partner.id, token: partner.token },
    });
    fixture.jobId = (
      await asAdmin(
        fixture,
        json('POST', '/api/jobs/create', {
          name: 'Mechatroniker/in',
          description: 'Maschinen bauen und warten',
          location: 'Kassel',
          workType: 'Ausbildung',
          yearlySalary: 13000,
          imageUrl: '',
        }),
      )
    ).id;
    fixture.companyId = (
      await asAdmin(
        fixture,
        json('POST', '/api/companies/create', {
          name: 'Werkstatt Nord',
          branch: 'Handwerk',
          website: 'https://werkstatt.example',
          contactMethods: 'Telefon: 0561 000000',
          about: 'Wir reparieren alles.',
          image: '',
        }),
      )
    ).id;
    const course = await app.db.query<{ id: string }>(
      `INSERT INTO course (name, description) VALUES ('B.Sc. Informatik', 'Programmieren') RETURNING id`,
    );
    fixture.courseId = course.rows[0]!.id;
    const profile = await app.inject({
      method: 'POST',
      url: '/api/profiles/create',
      headers: { authorization: owner.token },
    });
    fixture.ownerProfileId = profile.json<{ id: string }>().id;
    fixture.chatId = await ownerChat(fixture);
    const picture = multipart(tinyPng, 'ich.png');
    const upload = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { authorization: owner.token, ...picture.headers },
      payload: picture.payload,
    });
    expect(upload.statusCode).toBe(201);
    fixture.ownerFile = upload.json<{ objectName: string }>().objectName;
    const avatar = await app.inject({
      method: 'POST',
      url: `/api/avatars?url=${fixture.ownerFile}`,
      headers: { authorization: owner.token },
    });
    expect(avatar.statusCode).toBe(200);
  });
  afterAll(async () => {
    await fixture.app.close();
  });

  const cells = rows.flatMap((row) =>
    (Object.keys(row.expect) as Role[]).map((role) => [row.name, role, row] as const),
  );

  it.each(cells)('%s as %s', async (_name, role, row) => {
    const options = await row.request(fixture);
    const send = (authorization?: string) =>
      fixture.app.inject({
        ...options,
        headers: { ...options.headers, ...(authorization ? { authorization } : {}) },
      });
    const expected = row.expect[role];
    const responses =
      role === 'anonymous'
        ? [await send(), await send(unknownToken)]
        : [await send(fixture.tokens[role])];
    for (const response of responses) {
      if (expected === 'ok') {
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, response.body).toBeLessThan(400);
      } else {
        expect(response.statusCode, response.body).toBe(expected);
        expect(response.json()).toMatchObject({
          error: expect.any(String),
          message: expect.any(String),
        });
      }
    }
  });
});
