import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { jobListShape } from '../src/plugins/app/jobs/jobs-repository.ts';
import { searchPageSql } from '../src/search/list.ts';
import { prepareSearch } from '../src/search/text.ts';
import { adminToken, build, databases, planOf, signUp } from './helper.ts';

interface JobItem {
  name: string;
  location: string;
  workType: string;
  yearlySalary: number;
  distanceKm: number | null;
}

interface CourseItem {
  course: { name: string };
  company: { name: string } | null;
  distanceKm: number | null;
}

describe.each(databases)('place filters (near, radiusKm) on %s', (kind) => {
  let app: App;
  let token: string;

  const get = async (url: string, authorization?: string) => {
    const response = await app.inject({
      url,
      headers: authorization ? { authorization } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  const jobs = async (query: string) => {
    const { status, body } = await get(`/api/jobs?${query}`, token);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { content: JobItem[]; total: number };
  };
  /** Name, place and distance of each job of a page, and the total. */
  const jobsAt = async (query: string) => {
    const { content, total } = await jobs(query);
    return {
      jobs: content.map((job) => `${job.name} @ ${job.location} ${job.distanceKm ?? '–'}`),
      total,
    };
  };
  const courses = async (query: string) => {
    const { status, body } = await get(`/api/courses?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as CourseItem[];
  };
  const courseNames = async (query: string) =>
    (await courses(query)).map((item) => item.course.name);

  beforeAll(async () => {
    // Caches on, as in production: the plain list's totals are kept per filter and values.
    app = await build(kind, { env: { CACHE_TTL_S: '60' } });
    token = (await signUp(app)).token;
    await app.db.query(
      `INSERT INTO job (name, location, work_type, yearly_salary) VALUES
         ('Mechatroniker/in', 'Berlin', 'Ausbildung', 13200),
         ('Elektroniker/in', 'Berlin', 'Vollzeit', 42000),
         ('Kfz-Mechatroniker/in', 'Berlin', 'Ausbildung', 12000),
         ('Mechatroniker/in', 'Potsdam', 'Ausbildung', 12500),
         ('Bäcker/in', '14467 Potsdam', 'Ausbildung', 11000),
         ('Verkäufer/in', 'Potsdam', 'Teilzeit', 21000),
         ('Fachinformatiker/in', 'München', 'Ausbildung', 14000),
         ('Zweiradmechatroniker/in', 'Werder (Havel)', 'Ausbildung', 11500),
         ('Mechatroniker/in', 'Irgendwo im Nirgendwo', 'Ausbildung', 13000)`,
    );
    await app.db.query(
      `INSERT INTO company (name, branch, location) VALUES
         ('Universität Potsdam', 'Universität', 'Potsdam'),
         ('Hochschule für Wirtschaft und Recht Berlin', 'Hochschule', '10825'),
         ('Pixelwerk GmbH', 'IT und Software', 'Berlin'),
         ('Technische Universität München', 'Universität', 'München')`,
    );
    await app.db.query(
      `INSERT INTO course (name) VALUES
         ('Informatik (B.Sc.)'), ('Wirtschaftsinformatik (B.Sc.)'), ('Maschinenbau (B.Eng.)'),
         ('Philosophie (B.A.)')`,
    );
    await app.db.query(
      `INSERT INTO company_courses (company_id, course_id)
       SELECT c.id, co.id FROM company c, course co
        WHERE (c.name, co.name) IN (
          ('Universität Potsdam', 'Informatik (B.Sc.)'),
          ('Hochschule für Wirtschaft und Recht Berlin', 'Wirtschaftsinformatik (B.Sc.)'),
          ('Pixelwerk GmbH', 'Wirtschaftsinformatik (B.Sc.)'),
          ('Technische Universität München', 'Maschinenbau (B.Eng.)'))`,
    );
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/jobs', () => {
    it('keeps the jobs within the radius, nearest first, then by name, each with its distance', async () => {
      // Potsdam lies about 25 km from Berlin's centre: outside 20 km, inside 30 km.
      expect(await jobsAt('near=Berlin&radiusKm=20')).toEqual({
        jobs: [
          'Elektroniker/in @ Berlin 0',
          'Kfz-Mechatroniker/in @ Berlin 0',
          'Mechatroniker/in @ Berlin 0',
        ],
        total: 3,
      });
      const wider = await jobs('near=Berlin&radiusKm=30');
      expect(wider.total).toBe(6);
      expect(wider.content.map((job) => job.name)).toEqual([
        'Elektroniker/in',
        'Kfz-Mechatroniker/in',
        'Mechatroniker/in',
        'Bäcker/in',
        'Mechatroniker/in',
        'Verkäufer/in',
      ]);
      const potsdam = wider.content.filter((job) => job.location.includes('Potsdam'));
      for (const job of potsdam) {
        // Berlin–Potsdam, centre to centre: about 25–27 km; one decimal.
        expect(job.distanceKm).toBeGreaterThan(23);
        expect(job.distanceKm).toBeLessThan(29);
        expect(Math.round(job.distanceKm! * 10)).toBe(job.distanceKm! * 10);
      }
    });

    it('defaults to a radius of 25 km', async () => {
      // Werder about 10 km away, Berlin's centre just within 25 km (24.7).
      const near = await jobs('near=Potsdam');
      expect(new Set(near.content.map((job) => job.location))).toEqual(
        new Set(['Potsdam', '14467 Potsdam', 'Werder (Havel)', 'Berlin']),
      );
      expect(near.total).toBe(7);
      expect(await jobs('near=Potsdam&radiusKm=25')).toEqual(near);
      expect((await jobs('near=Potsdam&radiusKm=24')).total).toBe(4);
    });

    it('knows towns with and without umlauts, in any case, and five-digit postcodes', async () => {
      const expected = {
        jobs: ['Fachinformatiker/in @ München 0'],
        total: 1,
      };
      expect(await jobsAt('near=M%C3%BCnchen')).toEqual(expected);
      expect(await jobsAt('near=muenchen')).toEqual(expected);
      expect(await jobsAt('near=M%C3%9CNCHEN')).toEqual(expected);
      // A postcode in the middle of Munich: the job is a little way off.
      const byPostcode = await jobs('near=80331&radiusKm=10');
      expect(byPostcode.content.map((job) => job.name)).toEqual(['Fachinformatiker/in']);
      expect(byPostcode.content[0]!.distanceKm).toBeLessThan(5);
      // A town without its addition: the largest of that name.
      expect((await jobs('near=Frankfurt&radiusKm=5')).total).toBe(0);
      expect((await get('/api/jobs?near=Frankfurt', token)).status).toBe(200);
      // A job's location may itself be a postcode with its town.
      expect((await jobsAt('near=14467&radiusKm=5')).jobs).toContain('Bäcker/in @ 14467 Potsdam 0');
    });

    it('leaves out jobs whose place is unknown, and adds no distance without near', async () => {
      const all = await jobs('near=Berlin&radiusKm=200');
      expect(all.content.some((job) => job.location === 'Irgendwo im Nirgendwo')).toBe(false);
      const plain = await jobs('size=100');
      expect(plain.total).toBe(9);
      expect(plain.content.every((job) => job.distanceKm === null)).toBe(true);
    });

    it('combines with the kind of work, the lowest salary and paging, with right totals', async () => {
      expect(await jobsAt('near=Berlin&radiusKm=30&workType=Teilzeit')).toMatchObject({
        jobs: [expect.stringMatching(/^Verkäufer\/in @ Potsdam 2\d\.\d$/)],
        total: 1,
      });
      expect(await jobsAt('near=Berlin&radiusKm=30&minSalary=13000')).toMatchObject({
        jobs: [
          'Elektroniker/in @ Berlin 0',
          'Mechatroniker/in @ Berlin 0',
          expect.stringMatching(/^Verkäufer\/in @ Potsdam/),
        ],
        total: 3,
      });
      const pages = [];
      for (const page of [0, 1, 2]) {
        pages.push(await jobsAt(`near=Berlin&radiusKm=30&workType=Ausbildung&size=2&page=${page}`));
      }
      expect(pages.map((page) => page.total)).toEqual([4, 4, 4]);
      expect(pages.flatMap((page) => page.jobs)).toEqual([
        'Kfz-Mechatroniker/in @ Berlin 0',
        'Mechatroniker/in @ Berlin 0',
        expect.stringMatching(/^Bäcker\/in @ 14467 Potsdam/),
        expect.stringMatching(/^Mechatroniker\/in @ Potsdam/),
      ]);
    });

    it('with a search: by relevance, the distance breaking ties; filters and paging apply', async () => {
      // The same title in Berlin and Potsdam scores the same: the nearer one comes first.
      expect(await jobsAt('search=mechatroniker&near=Berlin&radiusKm=30')).toEqual({
        jobs: [
          'Mechatroniker/in @ Berlin 0',
          'Kfz-Mechatroniker/in @ Berlin 0',
          expect.stringMatching(/^Mechatroniker\/in @ Potsdam 2\d\.\d$/),
        ],
        total: 3,
      });
      expect(await jobsAt('search=mechatroniker&near=Potsdam&radiusKm=30')).toEqual({
        jobs: [
          'Mechatroniker/in @ Potsdam 0',
          expect.stringMatching(/^Mechatroniker\/in @ Berlin 2\d\.\d$/),
          expect.stringMatching(/^Kfz-Mechatroniker\/in @ Berlin 2\d\.\d$/),
          // Only a part of its word: less relevant, though nearer than Berlin.
          expect.stringMatching(/^Zweiradmechatroniker\/in @ Werder \(Havel\) 1\d\.\d$/),
        ],
        total: 4,
      });
      // The job nowhere known is a match without the place filter only.
      expect((await jobs('search=mechatroniker')).total).toBe(5);

      expect(
        await jobsAt('search=mechatroniker&near=Berlin&radiusKm=20&workType=Ausbildung'),
      ).toEqual({
        jobs: ['Mechatroniker/in @ Berlin 0', 'Kfz-Mechatroniker/in @ Berlin 0'],
        total: 2,
      });
      expect(
        await jobsAt('search=mechatroniker&near=Berlin&radiusKm=30&minSalary=12500&size=1&page=1'),
      ).toEqual({
        jobs: [expect.stringMatching(/^Mechatroniker\/in @ Potsdam/)],
        total: 2,
      });
      // A query of one or two letters matches the start of names, in the radius too.
      expect(await jobsAt('search=ve&near=Potsdam')).toEqual({
        jobs: ['Verkäufer/in @ Potsdam 0'],
        total: 1,
      });
      expect((await jobs('search=ve&near=M%C3%BCnchen')).total).toBe(0);
      // A page past the end still counts the matches in the radius.
      expect(await jobsAt('search=mechatroniker&near=Berlin&radiusKm=30&size=2&page=5')).toEqual({
        jobs: [],
        total: 3,
      });
    });

    it('never searches the place index for the box of a search by place', async () => {
      // One good plan for every radius, so the statement is prepared (list.ts, nearSql).
      for (const radiusKm of [5, 200]) {
        const statement = await searchPageSql(
          {
            ...jobListShape,
            ...app.listCaches,
            near: { lat: 52.52, lon: 13.4, radiusKm },
            page: 0,
            size: 20,
          },
          prepareSearch('Mechatroniker')!,
        );
        const plan = await planOf(app, statement!);
        expect(plan).toMatch(/Scan on search_job/);
        // The box is a filter on the rows the words found, never what the index is searched by.
        expect(plan).not.toMatch(/Index Cond: \(+(lat|lon) >=/);
      }
    });

    it.each([
      ['radiusKm=30', '„radiusKm“ gilt nur zusammen mit einem Ort'],
      [
        'near=Xyz',
        'Den Ort „Xyz“ kennen wir nicht. Gib eine Stadt oder eine fünfstellige Postleitzahl ein.',
      ],
      [
        'near=99999',
        'Den Ort „99999“ kennen wir nicht. Gib eine Stadt oder eine fünfstellige Postleitzahl ein.',
      ],
      ['near=Berlin&radiusKm=4', 'Der Umkreis muss zwischen 5 und 200 km liegen.'],
      ['near=Berlin&radiusKm=201', 'Der Umkreis muss zwischen 5 und 200 km liegen.'],
      ['near=Berlin&radiusKm=12.5', 'Der Umkreis muss zwischen 5 und 200 km liegen.'],
      ['near=Berlin&radiusKm=weit', 'Der Umkreis muss zwischen 5 und 200 km liegen.'],
      ['near=', '„near“ muss eine Stadt oder eine fünfstellige Postleitzahl'],
      [`near=${'a'.repeat(101)}`, '„near“ muss eine Stadt oder eine fünfstellige Postleitzahl'],
    ])('answers 400 for %s with a German message, and nothing changes', async (query, message) => {
      const before = await jobs('size=100');
      const { status, body } = await get(`/api/jobs?${query}`, token);
      expect(status).toBe(400);
      expect((body as { message: string }).message).toContain(message);
      expect(await jobs('size=100')).toEqual(before);
    });
  });

  describe('GET /api/courses', () => {
    it('filters by kind: Duales Studium when a company that is no college offers it', async () => {
      expect(await courseNames('workType=Duales%20Studium')).toEqual([
        'Wirtschaftsinformatik (B.Sc.)',
      ]);
      expect(await courseNames('workType=Studium')).toEqual([
        'Informatik (B.Sc.)',
        'Maschinenbau (B.Eng.)',
        'Philosophie (B.A.)',
      ]);
      expect(await courseNames('workType=Studium&workType=Duales%20Studium')).toHaveLength(4);
      expect(await courseNames('workType=Ausbildung')).toEqual([]);
    });

    it('filters by the place of the provider on the card, nearest first, with the distance', async () => {
      const near = await courses('near=Berlin&radiusKm=30');
      expect(near.map((item) => [item.course.name, item.company?.name])).toEqual([
        ['Wirtschaftsinformatik (B.Sc.)', 'Hochschule für Wirtschaft und Recht Berlin'],
        ['Informatik (B.Sc.)', 'Universität Potsdam'],
      ]);
      expect(near[0]!.distanceKm).toBeLessThan(10);
      expect(near[1]!.distanceKm).toBeGreaterThan(23);
      expect(near[1]!.distanceKm).toBeLessThan(29);
      // Without a provider (or a provider's place) a course is in no radius.
      expect(await courseNames('near=Berlin&radiusKm=200')).not.toContain('Philosophie (B.A.)');
      expect((await courses('')).every((item) => item.distanceKm === null)).toBe(true);
      expect(await courseNames('near=muenchen')).toEqual(['Maschinenbau (B.Eng.)']);
    });

    it('combines place, kind and search; a search ranks by relevance first', async () => {
      expect(await courseNames('search=informatik&near=Berlin&radiusKm=30')).toEqual([
        // The whole word in the name beats a word part, though the other is nearer.
        'Informatik (B.Sc.)',
        'Wirtschaftsinformatik (B.Sc.)',
      ]);
      expect(
        await courseNames('search=informatik&near=Berlin&radiusKm=30&workType=Duales%20Studium'),
      ).toEqual(['Wirtschaftsinformatik (B.Sc.)']);
      expect(await courseNames('search=informatik&near=Berlin&radiusKm=20')).toEqual([
        'Wirtschaftsinformatik (B.Sc.)',
      ]);
    });

    it.each([
      ['minSalary=30000', 'Studiengänge haben kein Gehalt'],
      [
        Array.from({ length: 11 }, () => 'workType=Studium').join('&'),
        '„workType“ darf höchstens 10-mal angegeben werden',
      ],
      ['radiusKm=50', '„radiusKm“ gilt nur zusammen mit einem Ort'],
      ['near=Atlantis', 'Den Ort „Atlantis“ kennen wir nicht.'],
      ['near=Berlin&radiusKm=500', 'Der Umkreis muss zwischen 5 und 200 km liegen.'],
    ])('answers 400 for %s with a German message', async (query, message) => {
      const { status, body } = await get(`/api/courses?${query}`);
      expect(status).toBe(400);
      expect((body as { message: string }).message).toContain(message);
    });
  });

  describe('geocoding when written through the admin routes', () => {
    it('places a new job from its location and moves it when the location is edited', async () => {
      const admin = await adminToken(app);
      const created = await app.inject({
        method: 'POST',
        url: '/api/jobs/create',
        headers: { authorization: admin },
        payload: {
          name: 'Gärtner/in',
          description: 'Pflanzen und pflegen.',
          location: 'Hamburg',
          workType: 'Ausbildung',
          yearlySalary: 12000,
        },
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: string }>();
      expect((await jobsAt('near=Hamburg&search=g%C3%A4rtner')).jobs).toEqual([
        'Gärtner/in @ Hamburg 0',
      ]);

      const edited = await app.inject({
        method: 'POST',
        url: '/api/admin/database/dml',
        headers: { authorization: admin },
        payload: { sql: 'UPDATE job SET location = $1 WHERE id = $2', params: ['Bremen', id] },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await jobs('near=Hamburg&search=g%C3%A4rtner')).total).toBe(0);
      expect((await jobsAt('near=Bremen&search=g%C3%A4rtner')).jobs).toEqual([
        'Gärtner/in @ Bremen 0',
      ]);
    });

    it('places a company from its optional location, and its courses with it', async () => {
      const admin = await adminToken(app);
      const created = await app.inject({
        method: 'POST',
        url: '/api/companies/create',
        headers: { authorization: admin },
        payload: {
          name: 'Hochschule Nordhafen',
          branch: 'Hochschule',
          website: 'https://hs-nordhafen.example',
          contactMethods: 'studium@hs-nordhafen.example',
          about: 'Eine kleine Hochschule am Wasser.',
          image: '',
          location: 'Kiel',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: string }>();
      await app.db.query(
        `WITH course AS (INSERT INTO course (name) VALUES ('Meerestechnik (B.Eng.)') RETURNING id)
         INSERT INTO company_courses (company_id, course_id) SELECT $1, id FROM course`,
        [id],
      );
      expect(await courseNames('near=Kiel')).toEqual(['Meerestechnik (B.Eng.)']);
      const { rows } = await app.db.query('SELECT location FROM company WHERE id = $1', [id]);
      expect(rows).toEqual([{ location: 'Kiel' }]);

      const edited = await app.inject({
        method: 'POST',
        url: '/api/admin/database/dml',
        headers: { authorization: admin },
        payload: { sql: 'UPDATE company SET location = $1 WHERE id = $2', params: ['Rostock', id] },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await courseNames('near=Kiel')).toEqual([]);
      expect(await courseNames('near=Rostock')).toEqual(['Meerestechnik (B.Eng.)']);
    });

    it('keeps a company without a location out of every radius', async () => {
      const admin = await adminToken(app);
      const created = await app.inject({
        method: 'POST',
        url: '/api/companies/create',
        headers: { authorization: admin },
        payload: {
          name: 'Fernhochschule Überall',
          branch: 'Hochschule',
          website: 'https://fern.example',
          contactMethods: 'info@fern.example',
          about: 'Studieren von zu Hause.',
          image: '',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { rows } = await app.db.query<{ location: string; lat: number | null }>(
        `SELECT c.location, d.lat FROM company c JOIN search_company d ON d.id = c.id
          WHERE c.id = $1`,
        [created.json<{ id: string }>().id],
      );
      expect(rows).toEqual([{ location: '', lat: null }]);
    });
  });
});
