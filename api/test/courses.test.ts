import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build, databases, signUp } from './helper.ts';

describe.each(databases)('courses on %s', (kind) => {
  let app: App;
  const ids: Record<string, string> = {};

  const insert = async (sql: string, params: unknown[]) =>
    (await app.db.query<{ id: string }>(sql, params)).rows[0]!.id;

  beforeAll(async () => {
    app = await build(kind);
    for (const name of ['Wirtschaftsinformatik', 'Architektur', 'Soziale Arbeit']) {
      ids[name] = await insert(
        `INSERT INTO course (name, description, image_url) VALUES ($1, $2, $3) RETURNING id`,
        [name, `${name} studieren`, `/api/files/${name.length}.png`],
      );
    }
    for (const name of ['Zukunftswerk AG', 'Alpha Consulting']) {
      ids[name] = await insert(
        `INSERT INTO company (name, branch, website) VALUES ($1, 'Beratung', 'https://example.org')
         RETURNING id`,
        [name],
      );
    }
    // Wirtschaftsinformatik at both companies; Architektur at one; Soziale Arbeit at none.
    const link = 'INSERT INTO company_courses (company_id, course_id) VALUES ($1, $2)';
    await app.db.query(link, [ids['Zukunftswerk AG'], ids['Wirtschaftsinformatik']]);
    await app.db.query(link, [ids['Alpha Consulting'], ids['Wirtschaftsinformatik']]);
    await app.db.query(link, [ids['Zukunftswerk AG'], ids['Architektur']]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every course once by name, with its first company by name (no college among them), without a login', async () => {
    const response = await app.inject({ url: '/api/courses' });
    expect(response.statusCode).toBe(200);
    const items = response.json<{ course: { name: string }; company: { name: string } | null }[]>();
    expect(items.map((item) => [item.course.name, item.company?.name ?? null])).toEqual([
      ['Architektur', 'Zukunftswerk AG'],
      ['Soziale Arbeit', null],
      ['Wirtschaftsinformatik', 'Alpha Consulting'],
    ]);
    expect(items[0]).toEqual({
      course: {
        id: ids.Architektur,
        name: 'Architektur',
        description: 'Architektur studieren',
        imageUrl: '/api/files/11.png',
        // Inferred from the words (migration 014).
        interestCode: 'AI',
      },
      company: {
        id: ids['Zukunftswerk AG'],
        name: 'Zukunftswerk AG',
        branch: 'Beratung',
        about: '',
        image: '',
        website: 'https://example.org',
        contactMethods: '',
        location: '',
      },
      distanceKm: null,
    });
  });

  it('searches with ?search= by name, typo and company, answering the same shape', async () => {
    const search = async (q: string) => {
      const response = await app.inject({ url: `/api/courses?search=${encodeURIComponent(q)}` });
      expect(response.statusCode).toBe(200);
      return response.json<{ course: { name: string }; company: { name: string } | null }[]>();
    };
    const found = await search('Wirtschaftsinformatk');
    expect(found.map((item) => [item.course.name, item.company?.name ?? null])).toEqual([
      ['Wirtschaftsinformatik', 'Alpha Consulting'],
    ]);
    expect(found[0]?.course).toEqual({
      id: ids.Wirtschaftsinformatik,
      name: 'Wirtschaftsinformatik',
      description: 'Wirtschaftsinformatik studieren',
      imageUrl: '/api/files/21.png',
      interestCode: 'IEC',
    });
    // By the name of a company that teaches it, alone or with a word of the course.
    expect((await search('Zukunftswerk')).map((item) => item.course.name).sort()).toEqual([
      'Architektur',
      'Wirtschaftsinformatik',
    ]);
    expect((await search('Zukunftswerk Archi')).map((item) => item.course.name)).toEqual([
      'Architektur',
    ]);
    expect(await search('Medizin')).toEqual([]);
    // Words that name every study course ask for nothing more ('Informatik Studium').
    for (const text of [
      'Architektur Studium',
      'Studiengang Architektur',
      'architektur studieren',
    ]) {
      expect(
        (await search(text)).map((item) => item.course.name),
        text,
      ).toEqual(['Architektur']);
    }
    // A blank search is the whole list.
    expect(await search('  ')).toHaveLength(3);
    const tooLong = await app.inject({ url: `/api/courses?search=${'a'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toBe(
      'Der Suchbegriff darf höchstens 100 Zeichen lang sein.',
    );
  });

  it('also answers with an invalid token (the list is public)', async () => {
    const response = await app.inject({
      url: '/api/courses',
      headers: { authorization: 'abgelaufenabgelaufenabgelaufenabgelaufen123' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('shows one course without a login, 404 when unknown, 400 when malformed', async () => {
    const response = await app.inject({ url: `/api/courses/${ids['Soziale Arbeit']}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ids['Soziale Arbeit'],
      name: 'Soziale Arbeit',
      description: 'Soziale Arbeit studieren',
      imageUrl: '/api/files/14.png',
      interestCode: 'S',
    });
    const unknown = await app.inject({ url: '/api/courses/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/courses/abc' })).statusCode).toBe(400);
  });

  it('counts a view only for a logged-in caller, once per day', async () => {
    const course = ids.Architektur!;
    const views = async () =>
      (
        await app.db.query<{ views: number }>(
          `SELECT views FROM entity_view_counts_30d WHERE entity_type = 'course' AND entity_id = $1`,
          [course],
        )
      ).rows[0]?.views ?? 0;

    await app.inject({ url: `/api/courses/${course}` });
    expect(await views()).toBe(0);

    const user = await signUp(app);
    const open = () =>
      app.inject({ url: `/api/courses/${course}`, headers: { authorization: user.token } });
    expect((await open()).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(200);
    expect(await views()).toBe(1);
  });

  it('names where one studies a dual course: its college, whose page lists it too', async () => {
    const course = await insert(
      `INSERT INTO course (name, description) VALUES ('Baukunst dual', 'B.Eng.') RETURNING id`,
      [],
    );
    const firm = await insert(
      `INSERT INTO company (name, branch) VALUES ('Aaron Bau GmbH', 'Bauunternehmen') RETURNING id`,
      [],
    );
    const college = await insert(
      `INSERT INTO company (name, branch) VALUES ('Zett', 'Technische Hochschule') RETURNING id`,
      [],
    );
    const link = 'INSERT INTO company_courses (company_id, course_id) VALUES ($1, $2)';
    await app.db.query(link, [firm, course]);
    await app.db.query(link, [college, course]);

    const items = (await app.inject({ url: '/api/courses' })).json<
      { course: { id: string }; company: { id: string; name: string } | null }[]
    >();
    expect(items.find((item) => item.course.id === course)?.company).toMatchObject({
      id: college,
      name: 'Zett',
    });
    const { token } = await signUp(app);
    for (const company of [firm, college]) {
      const page = await app.inject({
        url: `/api/companies/${company}`,
        headers: { authorization: token },
      });
      expect(page.json<{ courses: { id: string }[] }>().courses.map((each) => each.id)).toEqual([
        course,
      ]);
    }
  });
});
