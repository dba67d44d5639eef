import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import {
  admin as adminLogin,
  adminToken,
  build,
  databases,
  login,
  newUser,
  signUp,
} from './helper.ts';
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
 *
 * Every route the app registers needs at least one row: the test collects them with `onRoute`
 * and fails for a route without one, so a new endpoint cannot ship without its access rules.
 */
type Expected = 'ok' | 400 | 401 | 403;
type Role = 'anonymous' | 'owner' | 'other' | 'admin';

type SignedIn = Exclude<Role, 'anonymous'>;

interface Fixture {
  app: App;
  tokens: Record<SignedIn, string>;
  logins: Record<SignedIn, { username: string; password: string }>;
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
  /**
   * `METHOD /path` as the route is registered below /api, with `{param}` for `:param`; anything
   * after a `?` or ` (` only tells rows of the same route apart.
   */
  name: string;
  /** Builds the request; called once per request sent, so that each gets fresh resources. */
  request: (fixture: Fixture) => Promise<InjectOptions> | InjectOptions;
  /** The token a signed-in role sends instead of its shared one (e.g. a session to end). */
  token?: (fixture: Fixture, role: SignedIn) => Promise<string>;
  expect: Record<Role, Expected>;
}

const everyone: Row['expect'] = { anonymous: 'ok', owner: 'ok', other: 'ok', admin: 'ok' };
const users: Row['expect'] = { anonymous: 401, owner: 'ok', other: 'ok', admin: 'ok' };
const admins: Row['expect'] = { anonymous: 401, owner: 403, other: 403, admin: 'ok' };
const ownerOnly: Row['expect'] = { anonymous: 401, owner: 'ok', other: 403, admin: 403 };

/** A new occupation for the admin rows: a fresh name each time, as names are unique. */
const newOccupation = () => ({
  name: `Prüfberuf ${randomUUID().slice(0, 8)}`,
  kind: 'schulisch',
  kldb: '81302',
  summary: 'Du prüfst, ob jede Route ihre Rechte hat.',
});

const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** A browser's push subscription at a known push service; no kind on, so nothing is sent. */
function pushSubscription() {
  const ecdh = createECDH('prime256v1');
  return {
    subscription: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: {
        p256dh: ecdh.generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
    kinds: [],
  };
}

async function asAdmin(fixture: Fixture, options: InjectOptions) {
  const response = await fixture.app.inject({
    ...options,
    headers: { ...options.headers, authorization: fixture.tokens.admin },
  });
  expect(response.statusCode, `${options.method} ${options.url}`).toBeLessThan(300);
  return response.json<{ id: string }>();
}

/** A fresh calendar feed address of the owner. */
async function ownerFeed(fixture: Fixture) {
  const response = await fixture.app.inject({
    method: 'POST',
    url: '/api/calendar',
    headers: { authorization: fixture.tokens.owner },
  });
  return response.json<{ url: string }>().url;
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
  { name: 'GET /docs', request: () => ({ url: '/api/docs' }), expect: everyone },
  { name: 'GET /docs/json', request: () => ({ url: '/api/docs/json' }), expect: everyone },
  { name: 'GET /docs/yaml', request: () => ({ url: '/api/docs/yaml' }), expect: everyone },
  {
    name: 'GET /docs/static/index.html',
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: everyone,
  },
  {
    name: 'GET /docs/static/swagger-initializer.js',
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: everyone,
  },
  {
    name: 'GET /docs/static/* (swagger-ui.css)',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone,
  },
  {
    name: 'POST /auth/register',
    request: () => json('POST', '/api/auth/register', newUser()),
    expect: everyone,
  },
  {
    name: 'POST /auth/login',
    request: () => json('POST', '/api/auth/login', adminLogin),
    expect: everyone,
  },
  {
    name: 'POST /auth/logout',
    request: () => json('POST', '/api/auth/logout'),
    // Ends the session it is sent with: a fresh one per cell, so the shared tokens stay valid.
    token: (f, role) => login(f.app, f.logins[role].username, f.logins[role].password),
    expect: everyone,
  },
  { name: 'GET /auth/info', request: () => ({ url: '/api/auth/info' }), expect: users },
  // The caller's own account only: there is no way to name anyone else's.
  { name: 'GET /account/export', request: () => ({ url: '/api/account/export' }), expect: users },
  {
    name: 'DELETE /account',
    request: () => ({ method: 'DELETE', url: '/api/account' }),
    // Deletes the account it is sent for: a fresh one per cell. The admin is the only admin here,
    // and the last admin cannot delete themself.
    token: async (f, role) => (role === 'admin' ? f.tokens.admin : (await signUp(f.app)).token),
    expect: { anonymous: 401, owner: 'ok', other: 'ok', admin: 400 },
  },
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
  { name: 'GET /hints/all', request: () => ({ url: '/api/hints/all' }), expect: users },
  ...(['quotes', 'applications', 'learning'] as const).flatMap((kind): Row[] => [
    { name: `GET /hints/${kind}`, request: () => ({ url: `/api/hints/${kind}` }), expect: users },
    {
      name: `POST /hints/${kind}`,
      request: () => json('POST', `/api/hints/${kind}`, hintBodies[kind]),
      expect: admins,
    },
    {
      name: `PUT /hints/${kind}/{id}`,
      request: async (f) => {
        const { id } = await asAdmin(f, json('POST', `/api/hints/${kind}`, hintBodies[kind]));
        return json('PUT', `/api/hints/${kind}/${id}`, hintBodies[kind]);
      },
      expect: admins,
    },
    {
      name: `DELETE /hints/{kind}/{id} (${kind})`,
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
  { name: 'GET /occupations', request: () => ({ url: '/api/occupations' }), expect: users },
  {
    name: 'GET /occupations?search=',
    request: () => ({ url: '/api/occupations?search=tiere' }),
    expect: users,
  },
  {
    name: 'GET /occupations/{id}',
    request: () => ({ url: '/api/occupations/tierpfleger-in' }),
    expect: users,
  },
  {
    name: 'POST /admin/occupations',
    request: () => json('POST', '/api/admin/occupations', newOccupation()),
    expect: admins,
  },
  {
    name: 'PUT /admin/occupations/{id}',
    request: async (f) => {
      const { id } = await asAdmin(f, json('POST', '/api/admin/occupations', newOccupation()));
      return json('PUT', `/api/admin/occupations/${id}`, newOccupation());
    },
    expect: admins,
  },
  {
    name: 'DELETE /admin/occupations/{id}',
    request: async (f) => {
      const { id } = await asAdmin(f, json('POST', '/api/admin/occupations', newOccupation()));
      return json('DELETE', `/api/admin/occupations/${id}`);
    },
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
  { name: 'GET /places', request: () => ({ url: '/api/places?search=Ber' }), expect: everyone },
  {
    name: 'GET /places/in-query',
    request: () => ({ url: '/api/places/in-query?search=Tischler%20in%20Berlin' }),
    expect: everyone,
  },
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
    name: 'PATCH /bookmarks/{id}',
    request: async (f) => ({
      method: 'PATCH',
      url: `/api/bookmarks/${await ownerBookmark(f)}`,
      payload: { status: 'applied', deadline: '2027-03-01', note: 'Notiz' },
    }),
    expect: ownerOnly,
  },
  { name: 'GET /bookmarks/due', request: () => ({ url: '/api/bookmarks/due' }), expect: users },
  { name: 'GET /calendar', request: () => ({ url: '/api/calendar' }), expect: users },
  // The VAPID public key is what every browser needs to subscribe.
  { name: 'GET /push/key', request: () => ({ url: '/api/push/key' }), expect: everyone },
  {
    name: 'POST /push/subscriptions',
    request: () => json('POST', '/api/push/subscriptions', pushSubscription()),
    expect: users,
  },
  {
    // Deletes only the caller's own subscription of that endpoint: nobody else's is reachable.
    name: 'DELETE /push/subscriptions',
    request: () => ({
      method: 'DELETE',
      url: `/api/push/subscriptions?endpoint=${encodeURIComponent(pushSubscription().subscription.endpoint)}`,
    }),
    expect: users,
  },
  { name: 'POST /calendar', request: () => json('POST', '/api/calendar'), expect: users },
  { name: 'DELETE /calendar', request: () => json('DELETE', '/api/calendar'), expect: users },
  {
    // The feed's secret is its key: whoever has the address reads it, without a token.
    name: 'GET /calendar/feeds/{file}',
    request: async (f) => ({ url: new URL(await ownerFeed(f)).pathname }),
    expect: everyone,
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
  { name: 'GET /chats/unread', request: () => ({ url: '/api/chats/unread' }), expect: users },
  {
    name: 'GET /chats/{chatId}',
    request: (f) => ({ url: `/api/chats/${f.chatId}` }),
    expect: ownerOnly,
  },
  ...(['POST', 'DELETE'] as const).map((method): Row => ({
    name: `${method} /chats/{chatId}/block`,
    // A chat of its own each time: a block must not get in the way of other rows.
    request: async (f) =>
      json(method, `/api/chats/${await ownerChat(f, (await signUp(f.app)).id)}/block`),
    expect: ownerOnly,
  })),
  {
    name: 'POST /reports',
    request: async (f) =>
      json('POST', '/api/reports', {
        chatId: await ownerChat(f, (await signUp(f.app)).id),
        reason: 'spam',
      }),
    expect: ownerOnly,
  },
  { name: 'GET /reports', request: () => ({ url: '/api/reports' }), expect: admins },
  {
    name: 'POST /reports/{id}/resolve',
    request: async (f) => {
      const response = await f.app.inject({
        ...json('POST', '/api/reports', { chatId: f.chatId, reason: 'other' }),
        headers: { authorization: f.tokens.owner },
      });
      expect(response.statusCode).toBe(201);
      return json('POST', `/api/reports/${response.json<{ id: string }>().id}/resolve`);
    },
    expect: admins,
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
    name: 'GET /search/entities/top/cards',
    request: () => ({ url: '/api/search/entities/top/cards?all=6&job=3&company=8' }),
    expect: users,
  },
  {
    name: 'GET /search/did-you-mean',
    request: () => ({ url: '/api/search/did-you-mean?search=Tsichlre' }),
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
  // The caller's own interest profile only: there is no way to name anyone else's.
  { name: 'GET /interests', request: () => ({ url: '/api/interests' }), expect: users },
  {
    name: 'PUT /interests',
    request: () =>
      json('PUT', '/api/interests', { dimensions: { R: 1, I: 0.5, A: 0, S: 0, E: 0, C: 0 } }),
    expect: users,
  },
  {
    name: 'DELETE /interests',
    request: () => ({ method: 'DELETE', url: '/api/interests' }),
    expect: users,
  },
  {
    name: 'GET /recommendations',
    request: () => ({ url: '/api/recommendations?limit=5' }),
    expect: users,
  },
  {
    name: 'GET /recommendations/occupations',
    request: () => ({ url: '/api/recommendations/occupations?limit=5' }),
    expect: users,
  },
  {
    name: 'POST /assistant/ask',
    request: () =>
      json('POST', '/api/assistant/ask', { question: 'Was verdient man als Mechatroniker/in?' }),
    expect: users,
  },
];

/** An unknown token of the right format: the server must treat it like no token at all. */
const unknownToken = 'x'.repeat(43);

/** A row's route: its name up to a `?` or ` (`. */
const routeOfRow = (row: Row) => row.name.split(/\?| \(/)[0]!;

/** `GET /api/jobs/:id` → `GET /jobs/{id}`; HEAD is left out: it answers like its GET. */
function routeNames(route: RouteOptions): string[] {
  const methods = [route.method].flat().filter((method) => method !== 'HEAD');
  const path = route.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
  return methods.map((method) => `${method} ${path}`);
}

describe.each(databases)('authorization on %s', (kind) => {
  const fixture = {} as Fixture;
  const routes = new Set<string>();

  beforeAll(async () => {
    const app = await build(kind, {
      onRoute: (route) => routeNames(route).forEach((name) => routes.add(name)),
    });
    const [owner, other, partner, admin] = await Promise.all([
      signUp(app),
      signUp(app),
      signUp(app),
      adminToken(app),
    ]);
    Object.assign(fixture, {
      app,
      tokens: { owner: owner.token, other: other.token, admin },
      logins: { owner, other, admin: adminLogin },
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

  it('has a row for every route, and no row for a route that does not exist', () => {
    const covered = new Set(rows.map(routeOfRow));
    expect(routes.size).toBeGreaterThan(50);
    expect([...routes].filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !routes.has(route))).toEqual([]);
  });

  const cells = rows.flatMap((row) =>
    (Object.keys(row.expect) as Role[]).map((role) => [row.name, role, row] as const),
  );

  type Answer = Awaited<ReturnType<App['inject']>>;
  /** Allowed: any 2xx or 3xx. */
  const expectAllowed = (response: Answer) => {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, response.body).toBeLessThan(400);
  };
  /** Refused with exactly this status, and a body that says why. */
  const expectRefused = (status: Exclude<Expected, 'ok'>) => (response: Answer) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
  };

  it.each(cells)('%s as %s', async (_name, role, row) => {
    const send = async (authorization?: string) => {
      const options = await row.request(fixture);
      return fixture.app.inject({
        ...options,
        headers: { ...options.headers, ...(authorization ? { authorization } : {}) },
      });
    };
    const expected = row.expect[role];
    const expectAnswer = expected === 'ok' ? expectAllowed : expectRefused(expected);
    const responses =
      role === 'anonymous'
        ? [await send(), await send(unknownToken)]
        : [await send(row.token ? await row.token(fixture, role) : fixture.tokens[role])];
    for (const response of responses) expectAnswer(response);
  });
});
