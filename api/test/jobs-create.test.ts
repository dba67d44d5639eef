import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { databases, signUp } from './helper.ts';
import { job, type JobBody, jobsSuite } from './jobs-suite.ts';

describe.each(databases)('jobs on %s', (kind) => {
  const { suite, create, createJob, get, search } = jobsSuite(kind);
  let app: App;
  let admin: string;
  let adminId: string;
  let user: { token: string; id: string };
  beforeAll(() => {
    ({ app, admin, adminId, user } = suite);
  });

  describe('create', () => {
    it('lets an admin create a job owned by that admin', async () => {
      const id = await createJob({ name: 'Florist/in', yearlySalary: 15000.4 });
      const response = await get(`/api/jobs/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        name: 'Florist/in',
        description: 'Du baust Möbel aus Holz.',
        location: 'Kassel',
        workType: 'Ausbildung',
        // Whole euros.
        yearlySalary: 15000,
        imageUrl: '/api/files/00000000-0000-4000-8000-000000000000.png',
        // Inferred from the job's words (migration 014).
        interestCode: expect.stringMatching(/^[RIASEC]{1,3}$/),
        requires: 'keine',
        user: { id: adminId, name: expect.any(String) },
        company: null,
      });
    });

    it('names the company that offers the job, in the list and in the details', async () => {
      const id = await createJob({ name: 'Zerspanungsmechaniker/in' });
      const company = await app.inject({
        method: 'POST',
        url: '/api/companies/create',
        headers: { authorization: admin },
        payload: {
          name: 'Dreherei Kaya',
          branch: 'Metallbau',
          website: 'https://dreherei-kaya.example',
          contactMethods: 'info@dreherei-kaya.example',
          about: 'Präzisionsteile aus Kassel.',
          image: '',
        },
      });
      const companyId = company.json<{ id: string }>().id;
      const linked = await app.inject({
        method: 'POST',
        url: '/api/admin/database/dml',
        headers: { authorization: admin, 'content-type': 'text/plain' },
        payload: `INSERT INTO company_jobs (company_id, job_id) VALUES ('${companyId}', '${id}')`,
      });
      expect(linked.statusCode).toBe(200);

      const details = await get(`/api/jobs/${id}`);
      expect(details.json()).toMatchObject({ company: { id: companyId, name: 'Dreherei Kaya' } });
      const found = await search('Zerspanungsmechaniker');
      expect(found.content.find((item) => item.id === id)).toMatchObject({
        company: { id: companyId, name: 'Dreherei Kaya' },
      });
    });

    it('trims the fields and accepts a job without an image', async () => {
      const body: Partial<JobBody> = { ...job(), name: '  Maurer/in  ' };
      delete body.imageUrl;
      const response = await create(body);
      expect(response.statusCode).toBe(201);
      const created = await get(`/api/jobs/${response.json<{ id: string }>().id}`);
      expect(created.json()).toMatchObject({ name: 'Maurer/in', imageUrl: '' });
    });

    it('is for admins only', async () => {
      expect((await create(job(), user.token)).statusCode).toBe(403);
      expect((await create(job(), '')).statusCode).toBe(401);
    });

    it.each([
      ['a blank name', { name: '   ' }],
      ['a missing location', { location: undefined }],
      ['a negative salary', { yearlySalary: -1 }],
      ['a salary above 10 million', { yearlySalary: 10_000_001 }],
      ['a salary that is not a number', { yearlySalary: 'viel' }],
      ['a script URL as image', { imageUrl: 'javascript:alert(1)' }],
      ['a name of 201 characters', { name: 'x'.repeat(201) }],
    ])('refuses %s with 400 and a German message', async (_label, overrides) => {
      const response = await create({ ...job(), ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/[„“]|Jahresgehalt|Bild-URL/);
    });

    it('accepts the salary limits', async () => {
      expect((await create(job({ name: 'Ehrenamt', yearlySalary: 0 }))).statusCode).toBe(201);
      expect((await create(job({ name: 'Vorstand', yearlySalary: 10_000_000 }))).statusCode).toBe(
        201,
      );
    });
  });

  describe('list and detail', () => {
    it('needs a login', async () => {
      expect((await get('/api/jobs', null)).statusCode).toBe(401);
      expect((await get('/api/jobs?search=Koch', null)).statusCode).toBe(401);
    });

    it('lists all jobs by name with the total, page by page', async () => {
      const all = await get('/api/jobs?size=100');
      const { content, total } = all.json<{ content: { name: string }[]; total: number }>();
      expect(total).toBe(content.length);
      const sorted = [...content.map((item) => item.name)].sort((a, b) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      expect(content.map((item) => item.name)).toEqual(sorted);

      const second = await get('/api/jobs?page=1&size=2');
      expect(second.json()).toEqual({ content: content.slice(2, 4), total });
      const beyond = await get('/api/jobs?page=1000&size=20');
      expect(beyond.json()).toEqual({ content: [], total });
    });

    it('rejects bad paging with 400', async () => {
      expect((await get('/api/jobs?size=101')).statusCode).toBe(400);
      expect((await get('/api/jobs?page=-1')).statusCode).toBe(400);
    });

    it('answers 404 for an unknown job and 400 for a malformed id', async () => {
      expect((await get('/api/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get('/api/jobs/kein-job')).statusCode).toBe(400);
    });

    it('counts one view per user and day', async () => {
      const id = await createJob({ name: 'Zimmerer/Zimmerin' });
      const other = await signUp(app);
      await get(`/api/jobs/${id}`);
      await get(`/api/jobs/${id}`);
      await get(`/api/jobs/${id}`, other.token);
      const { rows } = await app.db.query<{ views: number }>(
        'SELECT views FROM entity_view_counts_30d WHERE entity_type = $1 AND entity_id = $2',
        ['job', id],
      );
      expect(rows).toEqual([{ views: 2 }]);
    });
  });
});
