import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { jobListShape } from '../src/resources/jobs/jobs-repository.ts';
import { searchPageSql } from '../src/resources/search/list.ts';
import { prepareSearch } from '../src/resources/search/text.ts';
import { adminToken, build, databases, planOf, signUp } from './helper.ts';

interface JobBody {
  name: string;
  description: string;
  location: string;
  workType: string;
  yearlySalary: number;
  imageUrl?: string;
}

const job = (overrides: Partial<JobBody> = {}): JobBody => ({
  name: 'Tischler/in',
  description: 'Du baust Möbel aus Holz.',
  location: 'Kassel',
  workType: 'Ausbildung',
  yearlySalary: 12000,
  imageUrl: '/api/files/00000000-0000-4000-8000-000000000000.png',
  ...overrides,
});

describe.each(databases)('jobs on %s', (kind) => {
  let app: App;
  let admin: string;
  let adminId: string;
  let user: { token: string; id: string };

  const create = (body: unknown, token = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/jobs/create',
      headers: { authorization: token },
      payload: body as object,
    });
  const createJob = async (overrides: Partial<JobBody> = {}) => {
    const response = await create(job(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const get = (url: string, token: string | null = user.token) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const search = async (q: string) => {
    const response = await get(`/api/jobs?search=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ content: { id: string; name: string }[]; total: number }>();
  };
  const names = async (q: string) => (await search(q)).content.map((item) => item.name);

  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
    const info = await app.inject({ url: '/api/auth/info', headers: { authorization: admin } });
    adminId = info.json<{ id: string }>().id;
    user = await signUp(app);

    await createJob({
      name: 'Mechatroniker/in',
      location: 'Stuttgart',
      description: 'Du verbindest Mechanik und Elektronik.',
    });
    await createJob({
      name: 'Kfz-Mechatroniker/in',
      location: 'Köln',
      description: 'Du reparierst Autos.',
    });
    await createJob({
      name: 'Bäcker/in',
      location: 'Hamburg',
      description: 'Du backst Brot und Brötchen.',
    });
    await createJob({
      name: 'Koch/Köchin',
      location: 'München',
      description: 'Du kochst in einer Großküche.',
    });
    await createJob({
      name: 'Restaurantfachmann/-frau',
      location: 'Berlin',
      description: 'Du arbeitest eng mit dem Koch und dem Küchenteam zusammen.',
    });
    await createJob({
      name: 'Gärtner/in',
      location: 'Düsseldorf',
      description: 'Du pflegst Pflanzen.',
    });
    await createJob({
      name: 'Kaufmann/-frau für Büromanagement',
      location: 'Bonn',
      description: 'Du organisierst das Büro.',
    });
    await createJob({
      name: 'Ausbildung Zahntechniker/in',
      location: 'Essen',
      description: 'Du fertigst Zahnersatz.',
    });
    await createJob({
      name: 'Ausbildung Augenoptiker/in',
      location: 'Essen',
      description: 'Du fertigst Brillen.',
    });
    await createJob({
      name: 'Straßenbauer/in',
      location: 'Leipzig',
      description: 'Du baust Straßen.',
    });
  });
  afterAll(async () => {
    await app.close();
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

  describe('search', () => {
    it('tolerates a typo', async () => {
      expect((await names('Mechatronker'))[0]).toBe('Mechatroniker/in');
      expect(await names('Mechatronikr')).toContain('Kfz-Mechatroniker/in');
    });

    it('ignores case', async () => {
      expect((await names('MECHATRONIKER'))[0]).toBe('Mechatroniker/in');
      expect((await names('mechatroniker/in'))[0]).toBe('Mechatroniker/in');
    });

    it('treats umlaut spellings alike', async () => {
      expect((await names('Baecker'))[0]).toBe('Bäcker/in');
      expect((await names('bäcker'))[0]).toBe('Bäcker/in');
      expect((await names('Gaertner'))[0]).toBe('Gärtner/in');
      expect((await names('Strassenbauer'))[0]).toBe('Straßenbauer/in');
      // Found by its location (full text), in either spelling.
      expect(await names('Muenchen')).toEqual(['Koch/Köchin']);
      expect(await names('münchen')).toEqual(['Koch/Köchin']);
    });

    it('matches word prefixes', async () => {
      const found = await names('Mecha');
      expect(found.slice(0, 2).sort()).toEqual(['Kfz-Mechatroniker/in', 'Mechatroniker/in']);
      expect(await names('Straßenb')).toContain('Straßenbauer/in');
    });

    it('searches name, location and company, not the description', async () => {
      // The Restaurantfachmann's description mentions the Koch: not a match (issue 14).
      expect(await names('Koch')).toEqual(['Koch/Köchin']);
    });

    it('ranks the closest name first', async () => {
      expect(await names('Mechatroniker')).toEqual(['Mechatroniker/in', 'Kfz-Mechatroniker/in']);
    });

    it('needs every word to match somewhere', async () => {
      expect(await names('Koch München')).toEqual(['Koch/Köchin']);
      expect(await names('Koch Hamburg')).toEqual([]);
      // Not every „Ausbildung …“: the second word must match too, also with a typo.
      expect(await names('Ausbildung Zahntechnik')).toEqual(['Ausbildung Zahntechniker/in']);
      expect(await names('Ausbildung Zahntechnker')).toEqual(['Ausbildung Zahntechniker/in']);
    });

    it('finds „Kaufmann/-frau“ by the other forms of the title', async () => {
      for (const q of ['Kauffrau Büromanagement', 'Kaufmann', 'kaufleute', 'Kauffrau']) {
        expect(await names(q), q).toEqual(['Kaufmann/-frau für Büromanagement']);
      }
    });

    it('finds names by their first one or two letters', async () => {
      expect(await names('B')).toEqual(['Bäcker/in']);
      expect(await names('g')).toEqual(['Gärtner/in']);
      expect(await names('Ko')).toContain('Koch/Köchin');
      expect(await names('ä')).toEqual([]);
    });

    it('answers the same shape as the list, with the total of all matches', async () => {
      const first = await get('/api/jobs?search=Mechatroniker&size=1');
      expect(first.statusCode).toBe(200);
      const page = first.json<{ content: unknown[]; total: number }>();
      expect(page.total).toBe(2);
      expect(page.content).toHaveLength(1);
      expect(page.content[0]).toMatchObject({
        name: 'Mechatroniker/in',
        location: 'Stuttgart',
        workType: 'Ausbildung',
        yearlySalary: 12000,
        user: { id: adminId },
      });
      const second = await get('/api/jobs?search=Mechatroniker&size=1&page=1');
      expect(second.json<{ content: { name: string }[] }>().content[0]?.name).toBe(
        'Kfz-Mechatroniker/in',
      );
      const beyond = await get('/api/jobs?search=Mechatroniker&size=1&page=5');
      expect(beyond.json()).toEqual({ content: [], total: 2 });
    });

    it('pages through matches in the name and in other fields alike: the pages join up', async () => {
      // Three exact and two prefix matches in the name, two through the location only.
      for (const location of ['Aachen', 'Bonn', 'Celle'])
        await createJob({ name: 'Zunftbrauer/in', location });
      for (const location of ['Dessau', 'Erfurt'])
        await createJob({ name: 'Zunftbrauermeister/in', location });
      for (const location of ['Zunftbrauer Hof', 'Zunftbrauer Gasse'])
        await createJob({ name: 'Koch/Köchin', location });
      const page = async (query: string) => {
        const response = await get(`/api/jobs?search=Zunftbrauer&${query}`);
        return response.json<{ content: { id: string; name: string }[]; total: number }>();
      };
      const whole = await page('size=50');
      expect(whole.total).toBe(7);
      expect(whole.content.map((job) => job.name)).toEqual([
        ...Array<string>(3).fill('Zunftbrauer/in'),
        ...Array<string>(2).fill('Zunftbrauermeister/in'),
        ...Array<string>(2).fill('Koch/Köchin'),
      ]);
      const pages = await Promise.all([0, 1, 2, 3].map((index) => page(`size=2&page=${index}`)));
      expect(pages.flatMap((one) => one.content.map((job) => job.id))).toEqual(
        whole.content.map((job) => job.id),
      );
    });

    it('finds nothing for symbols or unknown words, everything for a blank query', async () => {
      expect(await search('%_*:&|!')).toEqual({ content: [], total: 0 });
      expect(await search("') OR 1=1 --")).toMatchObject({ total: 0 });
      expect(await search('Quantenphysikerin')).toEqual({ content: [], total: 0 });
      const all = await get('/api/jobs');
      expect((await search('   ')).total).toBe(all.json<{ total: number }>().total);
    });

    it('survives tsquery syntax and stop words', async () => {
      for (const q of ['koch & !', 'koch:* | x', "koch'", 'und', 'der die das', '(koch)', '\\']) {
        expect((await get(`/api/jobs?search=${encodeURIComponent(q)}`)).statusCode).toBe(200);
      }
    });

    it('refuses queries over 100 characters with 400', async () => {
      expect((await get(`/api/jobs?search=${'a'.repeat(100)}`)).statusCode).toBe(200);
      const response = await get(`/api/jobs?search=${'a'.repeat(101)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'Der Suchbegriff darf höchstens 100 Zeichen lang sein.',
      );
    });
  });
});

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
