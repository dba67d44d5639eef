import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { jobListShape } from '../src/resources/jobs/jobs-repository.ts';
import { searchPageSql } from '../src/resources/search/list.ts';
import { prepareSearch } from '../src/resources/search/text.ts';
import { databases, planOf } from './helper.ts';
import { buildWithPlaces, placeRequests } from './support/near-filters.ts';

describe.each(databases)('place filters (near, radiusKm) on %s', (kind) => {
  let app: App;
  let token: string;
  const { get, jobs, jobsAt } = placeRequests(() => ({ app, token }));

  beforeAll(async () => {
    ({ app, token } = await buildWithPlaces(kind));
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
});
