import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

const unknownId = '00000000-0000-4000-8000-000000000000';

const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bäckerei Müller',
  branch: 'Lebensmittelhandwerk',
  website: 'https://baeckerei-mueller.example.org',
  contactMethods: 'Telefon 0351 1234567',
  about: 'Familienbetrieb seit 1920.',
  image: '/api/files/00000000-0000-4000-8000-000000000001.png',
  ...overrides,
});

describe.each(databases)('companies on %s', (kind) => {
  let app: App;
  let admin: string;
  let user: { id: string; token: string };

  const create = (body: object, token = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/companies/create',
      headers: { authorization: token },
      payload: body,
    });
  const createCompany = async (overrides: Record<string, unknown> = {}) => {
    const response = await create(company(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const get = (url: string, token: string | null = user.token) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const follow = (id: string, token = user.token) =>
    app.inject({
      method: 'POST',
      url: `/api/companies/${id}/follow`,
      headers: { authorization: token },
    });
  const names = async (q: string) => {
    const response = await get(`/api/companies?search=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ content: { name: string }[] }>().content.map((item) => item.name);
  };

  let mueller: string;
  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
    user = await signUp(app);
    mueller = await createCompany();
    await createCompany({ name: 'Autohaus Schmidt', branch: 'Kfz-Handel und Werkstatt' });
    await createCompany({ name: 'Stadtwerke Würzburg', branch: 'Energieversorgung' });
    await createCompany({ name: 'Zahnarztpraxis Dr. Öztürk', branch: 'Gesundheit' });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('create', () => {
    it('stores every field and answers 201 with the id', async () => {
      const id = await createCompany({
        name: 'Gärtnerei Grün',
        website: 'www.gaertnerei.example.org',
      });
      const response = await get(`/api/companies/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        name: 'Gärtnerei Grün',
        branch: 'Lebensmittelhandwerk',
        // A bare address gets https://.
        website: 'https://www.gaertnerei.example.org',
        contactMethods: 'Telefon 0351 1234567',
        about: 'Familienbetrieb seit 1920.',
        image: '/api/files/00000000-0000-4000-8000-000000000001.png',
        location: '',
        jobs: [],
        courses: [],
      });
    });

    it('accepts a company without a logo (the app shows a placeholder)', async () => {
      const id = await createCompany({ name: 'Ohne Logo GmbH', image: '' });
      expect((await get(`/api/companies/${id}`)).json()).toMatchObject({ image: '' });
    });

    it('is for admins only', async () => {
      expect((await create(company(), user.token)).statusCode).toBe(403);
      expect((await create(company(), '')).statusCode).toBe(401);
    });

    it.each([
      ['a blank name', { name: '  ' }],
      ['a missing branch', { branch: undefined }],
      ['a blank contact', { contactMethods: '' }],
      ['a missing about text', { about: undefined }],
      ['a missing image', { image: undefined }],
      ['a script website', { website: 'javascript:alert(1)' }],
      ['a website that is no address', { website: 'keine website' }],
      ['a data URL as image', { image: 'data:image/svg+xml,<svg/>' }],
    ])('refuses %s with 400', async (_label, overrides) => {
      const response = await create(company(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/„.+“/);
    });
  });

  describe('list, search and detail', () => {
    it('needs a login', async () => {
      expect((await get('/api/companies', null)).statusCode).toBe(401);
      expect((await get(`/api/companies/${mueller}`, null)).statusCode).toBe(401);
    });

    it('lists companies by name with the total', async () => {
      const response = await get('/api/companies?size=2');
      const page = response.json<{ content: { name: string }[]; total: number }>();
      expect(page.content.map((item) => item.name)).toEqual([
        'Autohaus Schmidt',
        'Bäckerei Müller',
      ]);
      expect(page.total).toBeGreaterThanOrEqual(4);
    });

    it('finds companies despite typos, case and umlaut spellings', async () => {
      expect((await names('Baeckerei Mueller'))[0]).toBe('Bäckerei Müller');
      expect((await names('BÄCKEREI'))[0]).toBe('Bäckerei Müller');
      expect((await names('Wuerzburg'))[0]).toBe('Stadtwerke Würzburg');
      expect((await names('Stadtwerk Würzbrug'))[0]).toBe('Stadtwerke Würzburg');
      expect((await names('Oeztuerk'))[0]).toBe('Zahnarztpraxis Dr. Öztürk');
    });

    it('finds companies by word prefixes and by branch', async () => {
      expect(await names('Autoh')).toEqual(['Autohaus Schmidt']);
      expect(await names('Werkstatt')).toEqual(['Autohaus Schmidt']);
      expect(await names('Energie')).toEqual(['Stadtwerke Würzburg']);
    });

    it('narrows the list and the search to universities and colleges with ?kind=university', async () => {
      const uni = await createCompany({ name: 'Universität Kassel', branch: 'Universität' });
      const fh = await createCompany({ name: 'Fachhochschule Nord', branch: 'Fachhochschule' });
      const list = await get('/api/companies?kind=university&size=100');
      expect(list.statusCode).toBe(200);
      const page = list.json<{ content: { id: string }[]; total: number }>();
      expect(page.content.map((item) => item.id).sort()).toEqual([uni, fh].sort());
      expect(page.total).toBe(2);

      const found = await get('/api/companies?kind=university&search=Kasel');
      expect(found.json()).toMatchObject({ content: [{ id: uni }], total: 1 });
      // A match outside the kind is left out, and so is its count.
      const other = await get('/api/companies?kind=university&search=Autohaus');
      expect(other.json()).toEqual({ content: [], total: 0 });
      const beyond = await get('/api/companies?kind=university&search=Nord&page=5');
      expect(beyond.json()).toEqual({ content: [], total: 1 });

      const bad = await get('/api/companies?kind=school');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('university');
    });

    it('shows a company with its jobs and courses by name', async () => {
      const id = await createCompany({ name: 'Klinikum Nord', branch: 'Gesundheit' });
      const jobs = await app.db.query<{ id: string }>(
        `INSERT INTO job (name, description, location, work_type, yearly_salary)
         VALUES ('Pflegefachmann/-frau', 'Pflege', 'Hamburg', 'Ausbildung', 14000),
                ('Medizinische/r Fachangestellte/r', 'Praxis', 'Hamburg', 'Ausbildung', 11000),
                ('Nicht verknüpft', 'x', 'y', 'z', 1)
         RETURNING id`,
      );
      const courses = await app.db.query<{ id: string }>(
        `INSERT INTO course (name, description) VALUES ('Pflegewissenschaft', 'B.Sc.'), ('Medizin', 'Staatsexamen')
         RETURNING id`,
      );
      for (const job of jobs.rows.slice(0, 2)) {
        await app.db.query('INSERT INTO company_jobs (company_id, job_id) VALUES ($1, $2)', [
          id,
          job.id,
        ]);
      }
      for (const course of courses.rows) {
        await app.db.query('INSERT INTO company_courses (company_id, course_id) VALUES ($1, $2)', [
          id,
          course.id,
        ]);
      }
      const response = await get(`/api/companies/${id}`);
      expect(response.statusCode).toBe(200);
      const details = response.json<{
        jobs: { name: string; yearlySalary: number; user: unknown }[];
        courses: { name: string; description: string; imageUrl: string }[];
      }>();
      expect(details.jobs.map((job) => job.name)).toEqual([
        'Medizinische/r Fachangestellte/r',
        'Pflegefachmann/-frau',
      ]);
      expect(details.jobs[1]).toMatchObject({
        yearlySalary: 14000,
        user: null,
        workType: 'Ausbildung',
      });
      expect(details.courses).toEqual([
        {
          id: courses.rows[1]!.id,
          name: 'Medizin',
          description: 'Staatsexamen',
          imageUrl: '',
          interestCode: expect.stringMatching(/^[RIASEC]{1,3}$/),
        },
        {
          id: courses.rows[0]!.id,
          name: 'Pflegewissenschaft',
          description: 'B.Sc.',
          imageUrl: '',
          interestCode: expect.stringMatching(/^[RIASEC]{1,3}$/),
        },
      ]);
    });

    it("names the page's company on each of its jobs, also for a job another company offers too", async () => {
      const first = await createCompany({ name: 'Aachener Labor GmbH', branch: 'Labor' });
      const second = await createCompany({ name: 'Zwickauer Labor AG', branch: 'Labor' });
      const job = await app.db.query<{ id: string }>(
        `INSERT INTO job (name, description, location, work_type, yearly_salary)
         VALUES ('Laborant/in', 'Labor', 'Aachen', 'Ausbildung', 12000) RETURNING id`,
      );
      for (const company of [first, second]) {
        await app.db.query('INSERT INTO company_jobs (company_id, job_id) VALUES ($1, $2)', [
          company,
          job.rows[0]!.id,
        ]);
      }
      for (const [company, name] of [
        [first, 'Aachener Labor GmbH'],
        [second, 'Zwickauer Labor AG'],
      ] as const) {
        const details = (await get(`/api/companies/${company}`)).json<{
          jobs: { company: { id: string; name: string } }[];
        }>();
        expect(details.jobs.map((each) => each.company)).toEqual([{ id: company, name }]);
      }
    });

    it('answers 404 for an unknown company and 400 for a malformed id', async () => {
      expect((await get(`/api/companies/${unknownId}`)).statusCode).toBe(404);
      expect((await get('/api/companies/nope')).statusCode).toBe(400);
    });

    it('counts one view per user and day', async () => {
      const id = await createCompany({ name: 'Viel besucht GmbH' });
      await get(`/api/companies/${id}`);
      await get(`/api/companies/${id}`);
      const { rows } = await app.db.query<{ views: number }>(
        `SELECT views FROM entity_view_counts_30d WHERE entity_type = 'company' AND entity_id = $1`,
        [id],
      );
      expect(rows).toEqual([{ views: 1 }]);
    });
  });

  describe('follow', () => {
    it('toggles following for the caller only', async () => {
      const other = await signUp(app);
      const following = async (token: string) =>
        (await get(`/api/companies/${mueller}/following`, token)).json();

      const before = (await following(user.token)) as { following: boolean; count: number };
      expect(before).toEqual({ following: false, count: expect.any(Number) });
      const { count } = before;
      const first = await follow(mueller);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ following: true, count: count + 1 });
      expect(await following(user.token)).toEqual({ following: true, count: count + 1 });
      expect(await following(other.token)).toEqual({ following: false, count: count + 1 });

      expect((await follow(mueller)).json()).toEqual({ following: false, count });
      expect(await following(user.token)).toEqual({ following: false, count });
    });

    it('toggles once for a toggle sent again with its Idempotency-Key', async () => {
      const id = await createCompany({ name: 'Zweimal gesendet GmbH' });
      const send = () =>
        app.inject({
          method: 'POST',
          url: `/api/companies/${id}/follow`,
          headers: { authorization: user.token, 'idempotency-key': 'follow-offline-1' },
        });
      expect((await send()).json()).toEqual({ following: true, count: 1 });
      const again = await send();
      expect(again.json()).toEqual({ following: true, count: 1 });
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect((await get(`/api/companies/${id}/following`)).json()).toEqual({
        following: true,
        count: 1,
      });
    });

    it('keeps one row under concurrent clicks', async () => {
      const id = await createCompany({ name: 'Doppelklick AG' });
      const responses = await Promise.all([follow(id), follow(id), follow(id)]);
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const { rows } = await app.db.query('SELECT 1 FROM company_follow WHERE company_id = $1', [
        id,
      ]);
      expect(rows.length).toBeLessThanOrEqual(1);
    });

    it('answers 404 for an unknown company and 401 without a login', async () => {
      expect((await follow(unknownId)).statusCode).toBe(404);
      expect((await get(`/api/companies/${unknownId}/following`)).statusCode).toBe(404);
      expect((await follow(mueller, '')).statusCode).toBe(401);
      expect((await get(`/api/companies/${mueller}/following`, null)).statusCode).toBe(401);
    });
  });
});
