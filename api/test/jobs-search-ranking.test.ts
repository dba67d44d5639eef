import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { jobListShape } from '../src/resources/jobs/jobs-repository.ts';
import { searchPageSql } from '../src/resources/search/list.ts';
import { prepareSearch } from '../src/resources/search/text.ts';
import { build, databases, planOf, signUp } from './helper.ts';

describe.each(databases)('job search ranking across the name and other fields on %s', (kind) => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await build(kind);
    token = (await signUp(app)).token;
    // Made-up words, so the demo data cannot match. Three jobs carry the word in their name,
    // three only through their company's name, which the word starts.
    await app.db.exec(`
      INSERT INTO job (name, location) SELECT 'Zwirbler/in', 'Kassel' FROM generate_series(1, 3);
      INSERT INTO company (name) VALUES ('Zwirblerei Sonne'), ('Quellbinder Nord');
      WITH sellers AS (
        INSERT INTO job (name, location) SELECT 'Verkäufer/in', 'Kassel' FROM generate_series(1, 3)
        RETURNING id
      )
      INSERT INTO company_jobs (company_id, job_id)
        SELECT c.id, s.id FROM sellers s, company c WHERE c.name = 'Zwirblerei Sonne';
      INSERT INTO job (name, location) VALUES ('Quelbindr', 'Ostrant');
      WITH technician AS (
        INSERT INTO job (name, location) VALUES ('Techniker/in', 'Ostrand') RETURNING id
      )
      INSERT INTO company_jobs (company_id, job_id)
        SELECT c.id, t.id FROM technician t, company c WHERE c.name = 'Quellbinder Nord';`);
  });
  afterAll(async () => {
    await app.close();
  });

  const page = async (q: string, size: number, number: number) => {
    const response = await app.inject({
      url: `/api/jobs?search=${encodeURIComponent(q)}&size=${size}&page=${number}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ content: { name: string }[]; total: number }>();
    return { names: body.content.map((job) => job.name), total: body.total };
  };

  it('fills a page from name matches, then continues with the other fields', async () => {
    // The engine scores the name matches first and the others only when the page needs them.
    expect(await page('Zwirbler', 2, 0)).toEqual({
      names: ['Zwirbler/in', 'Zwirbler/in'],
      total: 6,
    });
    expect(await page('Zwirbler', 2, 1)).toEqual({
      names: ['Zwirbler/in', 'Verkäufer/in'],
      total: 6,
    });
    expect(await page('Zwirbler', 2, 2)).toEqual({
      names: ['Verkäufer/in', 'Verkäufer/in'],
      total: 6,
    });
    expect(await page('Zwirbler', 2, 3)).toEqual({ names: [], total: 6 });
  });

  it('ranks exact words in other fields above typos in the name', async () => {
    // 'Quelbindr' (two typos, in the name) + 'Ostrant' (one typo, location) scores less than
    // 'Quellbinder' (company) + 'Ostrand' (location), both exact in other fields.
    expect(await page('Quellbinder Ostrand', 20, 0)).toEqual({
      names: ['Techniker/in', 'Quelbindr'],
      total: 2,
    });
    // Also when the name match alone would fill the page.
    expect(await page('Quellbinder Ostrand', 1, 0)).toEqual({ names: ['Techniker/in'], total: 2 });
    expect(await page('Quellbinder Ostrand', 1, 1)).toEqual({ names: ['Quelbindr'], total: 2 });
  });
});

describe.each(databases)('job search plan on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind);
    // A few thousand generated jobs, so the planner has something to choose between.
    await app.db.exec(`
      INSERT INTO job (name, description, location, work_type, yearly_salary)
      SELECT (ARRAY['Mechatroniker/in', 'Bäcker/in', 'Koch/Köchin', 'Gärtner/in', 'Maler/in'])[1 + g % 5]
               || ' ' || g,
             'Beschreibung ' || g || ' mit Teamarbeit und Verantwortung',
             (ARRAY['München', 'Berlin', 'Köln'])[1 + g % 3], 'Vollzeit', 30000
        FROM generate_series(1, 3000) g;
      ANALYZE search_job;`);
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds documents through the word indexes and reads only the page from job', async () => {
    const prepared = prepareSearch('Mechatronker Berlin');
    expect(prepared).not.toBeNull();
    const statement = await searchPageSql(
      {
        ...jobListShape,
        ...app.listCaches,
        page: 0,
        size: 20,
      },
      prepared!,
    );
    expect(statement).not.toBeNull();
    const plan = await planOf(app, statement!);
    expect(plan).toMatch(/Bitmap Index Scan on search_job_words_idx/);
    expect(plan).not.toMatch(/Seq Scan on (?:job|search_job)\b/);
  });

  it('builds one statement text per number of query words, whatever the words', async () => {
    // Search statements stay prepared on every connection: their number must stay small.
    const texts = new Set<string>();
    for (const q of ['Mechatronker', 'Bäcker', 'Koch', 'Gärtner', 'Maler']) {
      const statement = await searchPageSql(
        {
          ...jobListShape,
          ...app.listCaches,
          page: 0,
          size: 20,
        },
        prepareSearch(q)!,
      );
      texts.add(statement!.sql);
    }
    expect(texts.size).toBe(1);
  });

  it('finds the generated jobs with a typo', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      url: '/api/jobs?search=Mechatronker&size=5',
      headers: { authorization: user.token },
    });
    const page = response.json<{ content: { name: string }[]; total: number }>();
    expect(page.total).toBe(600);
    expect(page.content.every((item) => item.name.startsWith('Mechatroniker/in'))).toBe(true);
  });
});
