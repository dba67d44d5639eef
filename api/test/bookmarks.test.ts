import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

/** What a bookmark carries before its application is tracked. */
const untouched = {
  provider: null,
  status: 'saved',
  deadline: null,
  note: '',
  statusHistory: [{ status: 'saved', changedAt: expect.any(Number) }],
};

describe.each(databases)('bookmarks on %s', (kind) => {
  let app: App;
  let admin: string;
  let publisher: { id: string; name: string };
  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
    const { rows } = await app.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM users WHERE username = $1',
      ['chefin'],
    );
    publisher = rows[0]!;
  });
  afterAll(async () => {
    await app.close();
  });

  async function insert(sql: string, params: unknown[]): Promise<string> {
    const { rows } = await app.db.query<{ id: string }>(`${sql} RETURNING id`, params);
    return rows[0]!.id;
  }
  const newJob = (name = 'Tischlerin') =>
    insert(
      `INSERT INTO job (name, description, location, work_type, yearly_salary, image_url, user_id)
       VALUES ($1, 'Holz verarbeiten', 'Kassel', 'Ausbildung', 13200, '/api/files/holz.png', $2)`,
      [name, publisher.id],
    );
  const newCompany = () =>
    insert(
      `INSERT INTO company (name, branch, about, image, website, contact_methods)
       VALUES ('Holzwerk Nord', 'Handwerk', 'Wir bauen Möbel.', '/api/files/logo.png',
               'https://holzwerk.example', 'info@holzwerk.example')`,
      [],
    );
  const newCourse = () =>
    insert(
      `INSERT INTO course (name, description, image_url)
       VALUES ('Holztechnik (B.Eng.)', 'Sieben Semester', '/api/files/kurs.png')`,
      [],
    );

  const save = (token: string | undefined, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: token ? { authorization: token } : {},
      payload,
    });
  const list = (token: string | undefined, query = '') =>
    app.inject({ url: `/api/bookmarks${query}`, headers: token ? { authorization: token } : {} });
  const remove = (token: string | undefined, id: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/bookmarks/${id}`,
      headers: token ? { authorization: token } : {},
    });

  it('saves jobs, companies and courses and lists them newest first with their summary', async () => {
    const user = await signUp(app);
    const [jobId, companyId, courseId] = await Promise.all([newJob(), newCompany(), newCourse()]);
    const ids: string[] = [];
    for (const [entityType, entityId] of [
      ['job', jobId],
      ['company', companyId],
      ['course', courseId],
    ]) {
      const response = await save(user.token, { entityType, entityId });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(String) });
      ids.push(response.json<{ id: string }>().id);
    }

    const response = await list(user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 3,
      content: [
        {
          id: ids[2],
          entityType: 'course',
          entityId: courseId,
          ...untouched,
          entity: {
            id: courseId,
            name: 'Holztechnik (B.Eng.)',
            description: 'Sieben Semester',
            imageUrl: '/api/files/kurs.png',
            interestCode: expect.stringMatching(/^[RIASEC]{1,3}$/),
          },
        },
        {
          id: ids[1],
          entityType: 'company',
          entityId: companyId,
          ...untouched,
          entity: {
            id: companyId,
            name: 'Holzwerk Nord',
            branch: 'Handwerk',
            about: 'Wir bauen Möbel.',
            image: '/api/files/logo.png',
            website: 'https://holzwerk.example',
            contactMethods: 'info@holzwerk.example',
            location: expect.any(String) as unknown,
          },
        },
        {
          id: ids[0],
          entityType: 'job',
          entityId: jobId,
          ...untouched,
          entity: {
            id: jobId,
            name: 'Tischlerin',
            description: 'Holz verarbeiten',
            location: 'Kassel',
            workType: 'Ausbildung',
            yearlySalary: 13200,
            imageUrl: '/api/files/holz.png',
            interestCode: expect.stringMatching(/^[RIASEC]{1,3}$/),
            requires: 'keine',
            user: { id: publisher.id, name: publisher.name },
            company: null,
          },
        },
      ],
    });
  });

  it('pages with ?page=&size=', async () => {
    const user = await signUp(app);
    const jobs = await Promise.all(['A', 'B', 'C'].map((name) => newJob(name)));
    for (const entityId of jobs) {
      expect((await save(user.token, { entityType: 'job', entityId })).statusCode).toBe(201);
    }
    const page = await list(user.token, '?page=1&size=2');
    expect(page.statusCode).toBe(200);
    const body = page.json<{ content: { entityId: string }[]; total: number }>();
    expect(body.total).toBe(3);
    expect(body.content.map((b) => b.entityId)).toEqual([jobs[0]]);
    expect((await list(user.token, '?size=101')).statusCode).toBe(400);
    expect((await list(user.token, '?page=-1')).statusCode).toBe(400);
  });

  it('shows only the caller’s own bookmarks', async () => {
    const [owner, other] = await Promise.all([signUp(app), signUp(app)]);
    await save(owner.token, { entityType: 'job', entityId: await newJob() });
    expect((await list(other.token)).json()).toEqual({ content: [], total: 0 });
    expect((await list(admin)).json()).toEqual({ content: [], total: 0 });
  });

  it('answers 409 for a duplicate and lets another user save the same item', async () => {
    const [user, other] = await Promise.all([signUp(app), signUp(app)]);
    const companyId = await newCompany();
    const payload = { entityType: 'company', entityId: companyId };
    expect((await save(user.token, payload)).statusCode).toBe(201);
    const duplicate = await save(user.token, payload);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: 'Konflikt',
      message: 'Dieses Unternehmen ist bereits in deinen Favoriten.',
    });
    expect((await save(other.token, payload)).statusCode).toBe(201);
    expect((await list(user.token)).json<{ total: number }>().total).toBe(1);
  });

  it('answers 404 for an unknown item or one of another kind', async () => {
    const user = await signUp(app);
    const jobId = await newJob();
    const unknown = await save(user.token, { entityType: 'course', entityId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'Nicht gefunden',
      message: 'Diesen Studiengang gibt es nicht.',
    });
    const wrongKind = await save(user.token, { entityType: 'company', entityId: jobId });
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().message).toBe('Dieses Unternehmen gibt es nicht.');
  });

  it('rejects invalid input with a German reason', async () => {
    const user = await signUp(app);
    const jobId = await newJob();
    const cases: [unknown, string][] = [
      [
        { entityType: 'user', entityId: jobId },
        'Der Typ muss „job“, „company“, „course“ oder „occupation“ sein.',
      ],
      [{ entityType: 'job', entityId: 'abc' }, 'Das Feld „entityId“ ist keine gültige ID.'],
      [
        { entityType: 'occupation', entityId: 'Kein Beruf!' },
        'Die ID muss eine UUID sein (bei Berufen ihre Kennung wie „tierpfleger-in“).',
      ],
      [{ entityType: 'job' }, 'Das Feld „entityId“ fehlt.'],
      [{ entityId: jobId }, 'Das Feld „entityType“ fehlt.'],
    ];
    for (const [payload, message] of cases) {
      const response = await save(user.token, payload as object);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ error: 'Ungültige Eingabe', message });
    }
    const noBody = await app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: { authorization: user.token },
    });
    expect(noBody.statusCode).toBe(400);
    expect((await list(user.token)).json<{ total: number }>().total).toBe(0);
  });

  it('deletes only the owner’s bookmark: 403 for others and admins, 404 when unknown', async () => {
    const [owner, other] = await Promise.all([signUp(app), signUp(app)]);
    const created = await save(owner.token, { entityType: 'job', entityId: await newJob() });
    const { id } = created.json<{ id: string }>();

    expect((await remove(undefined, id)).statusCode).toBe(401);
    for (const token of [other.token, admin]) {
      const response = await remove(token, id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Keine Berechtigung',
        message: 'Dafür fehlen dir die Rechte.',
      });
    }
    expect((await list(owner.token)).json<{ total: number }>().total).toBe(1);

    const deleted = await remove(owner.token, id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(owner.token)).json()).toEqual({ content: [], total: 0 });

    const again = await remove(owner.token, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Diesen Favoriten gibt es nicht.');
    expect((await remove(owner.token, 'kein-favorit')).statusCode).toBe(400);
  });

  it('drops the bookmark when the item is deleted', async () => {
    const user = await signUp(app);
    const courseId = await newCourse();
    await save(user.token, { entityType: 'course', entityId: courseId });
    await app.db.query('DELETE FROM course WHERE id = $1', [courseId]);
    expect((await list(user.token)).json()).toEqual({ content: [], total: 0 });
  });

  it('needs a login', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    const response = await save(undefined, { entityType: 'job', entityId: randomUUID() });
    expect(response.statusCode).toBe(401);
  });
});
