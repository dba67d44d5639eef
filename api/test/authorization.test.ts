import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { admin as adminLogin, adminToken, build, databases, signUp } from './helper.ts';
import { catalogueRows } from './support/authorization-rows/catalogue.ts';
import { chatsReportsFilesRows } from './support/authorization-rows/chats-reports-files.ts';
import { personalRows } from './support/authorization-rows/personal.ts';
import { platformRows } from './support/authorization-rows/platform.ts';
import { searchAdminAssistantRows } from './support/authorization-rows/search-admin-assistant.ts';
import {
  asAdmin,
  type Expected,
  type Fixture,
  json,
  ownerChat,
  type Role,
  type Row,
} from './support/authorization.ts';
import { multipart, tinyPng } from './uploads.ts';

/**
 * Who may do what, for every endpoint of the API: each row is one call, each column one kind of
 * caller. The rows live in `support/authorization-rows/`, one module per group of resources; the
 * roles and the shared request builders in `support/authorization.ts`.
 */
const rows: Row[] = [
  ...platformRows,
  ...catalogueRows,
  ...personalRows,
  ...chatsReportsFilesRows,
  ...searchAdminAssistantRows,
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
