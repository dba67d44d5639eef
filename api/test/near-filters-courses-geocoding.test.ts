import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, databases } from './helper.ts';
import { buildWithPlaces, placeRequests } from './support/near-filters.ts';

describe.each(databases)('place filters (near, radiusKm) on %s', (kind) => {
  let app: App;
  let token: string;
  const { get, jobs, jobsAt, courses, courseNames } = placeRequests(() => ({ app, token }));

  beforeAll(async () => {
    ({ app, token } = await buildWithPlaces(kind));
  });
  afterAll(async () => {
    await app.close();
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
