import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build, databases, signUp } from './helper.ts';

/** Written in the wrong order on purpose: the lists must sort them. */
const names = ['Zimmerer/in', 'Berufskraftfahrer/in', 'Ökologe/in', 'Bäcker/in', 'Ofenbauer/in'];
const germanOrder = [
  'Bäcker/in',
  'Berufskraftfahrer/in',
  'Ofenbauer/in',
  'Ökologe/in',
  'Zimmerer/in',
];

describe.each(databases)('German A–Z order on %s', (kind) => {
  let app: App;
  let token: string;

  const get = async <T>(url: string) => {
    const response = await app.inject({ url, headers: { authorization: token } });
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  };

  beforeAll(async () => {
    app = await build(kind);
    token = (await signUp(app)).token;
    for (const table of ['job', 'company', 'course']) {
      await app.db.query(`INSERT INTO ${table} (name) SELECT unnest($1::text[])`, [names]);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('puts umlauts with their base letter in the job, company and course lists', async () => {
    const jobs = await get<{ content: { name: string }[] }>('/api/jobs?size=100');
    expect(jobs.content.map((job) => job.name)).toEqual(germanOrder);
    const companies = await get<{ content: { name: string }[] }>('/api/companies?size=100');
    expect(companies.content.map((company) => company.name)).toEqual(germanOrder);
    const courses = await get<{ course: { name: string } }[]>('/api/courses');
    expect(courses.map((item) => item.course.name)).toEqual(germanOrder);
  });

  it('orders the same way in the database, for any writer', async () => {
    const { rows } = await app.db.query<{ name: string }>('SELECT name FROM job ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(germanOrder);
  });
});
