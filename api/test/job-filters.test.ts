import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build, databases, signUp } from './helper.ts';

describe.each(databases)('job list filters on %s', (kind) => {
  let app: App;
  let token: string;

  const list = async (query: string) => {
    const response = await app.inject({
      url: `/api/jobs?${query}`,
      headers: { authorization: token },
    });
    return {
      status: response.statusCode,
      body: response.json() as {
        content: { name: string; workType: string; yearlySalary: number }[];
        total: number;
        message?: string;
      },
    };
  };
  const names = async (query: string) => {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    return { names: body.content.map((job) => job.name), total: body.total };
  };

  beforeAll(async () => {
    // Caches on, as in production: the plain list's totals are kept per filter and values.
    app = await build(kind, { env: { CACHE_TTL_S: '60' } });
    token = (await signUp(app)).token;
    await app.db.query(
      `INSERT INTO job (name, location, work_type, yearly_salary) VALUES
         ('Mechatroniker/in', 'Wolfsburg', 'Ausbildung', 13200),
         ('Bäcker/in', 'Trier', 'Ausbildung', 11000),
         ('Mechatronik-Ingenieur/in', 'München', 'Vollzeit', 58000),
         ('Duales Studium Mechatronik', 'Stuttgart', 'Duales Studium', 15000),
         ('Verkäufer/in', 'Bonn', 'Teilzeit', 24000)`,
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('narrows the plain list by one kind of work, or by several', async () => {
    expect(await names('workType=Ausbildung')).toEqual({
      names: ['Bäcker/in', 'Mechatroniker/in'],
      total: 2,
    });
    expect(await names('workType=Ausbildung&workType=Duales%20Studium')).toEqual({
      names: ['Bäcker/in', 'Duales Studium Mechatronik', 'Mechatroniker/in'],
      total: 3,
    });
    // Another value is another count, not the cached one of the first.
    expect((await names('workType=Teilzeit')).total).toBe(1);
    expect((await names('')).total).toBe(5);
  });

  it('narrows by the lowest yearly salary', async () => {
    expect(await names('minSalary=15000')).toEqual({
      names: ['Duales Studium Mechatronik', 'Mechatronik-Ingenieur/in', 'Verkäufer/in'],
      total: 3,
    });
    expect(await names('minSalary=0')).toMatchObject({ total: 5 });
  });

  it('combines the filters with a search and with paging', async () => {
    expect(await names('search=mechatronik&workType=Ausbildung')).toEqual({
      names: ['Mechatroniker/in'],
      total: 1,
    });
    expect(await names('search=mechatronik&minSalary=14000')).toEqual({
      // Both names hold the word; the shorter name first.
      names: ['Mechatronik-Ingenieur/in', 'Duales Studium Mechatronik'],
      total: 2,
    });
    const first = await names(
      'search=mechatronik&workType=Vollzeit&workType=Duales%20Studium&size=1',
    );
    const second = await names(
      'search=mechatronik&workType=Vollzeit&workType=Duales%20Studium&size=1&page=1',
    );
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.names, ...second.names].sort()).toEqual([
      'Duales Studium Mechatronik',
      'Mechatronik-Ingenieur/in',
    ]);
    // A page past the end still counts the filtered matches.
    expect(
      await names('search=mechatronik&workType=Vollzeit&workType=Duales%20Studium&size=1&page=5'),
    ).toEqual({ names: [], total: 2 });
    expect(await names('search=Azubi&minSalary=12000')).toEqual({
      names: ['Mechatroniker/in'],
      total: 1,
    });
  });

  it('answers 400 with a German message for a bad filter and changes nothing', async () => {
    for (const query of ['minSalary=-1', 'minSalary=viel', 'minSalary=1.5', 'workType=']) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(/workType|minSalary/);
    }
    const tooMany = Array.from({ length: 11 }, () => 'workType=Vollzeit').join('&');
    const { status, body } = await list(tooMany);
    expect(status).toBe(400);
    expect(body.message).toContain('höchstens 10-mal');
  });

  it('follows a changed kind or salary at once, whoever writes it', async () => {
    await app.db.query(
      `UPDATE job SET work_type = 'Vollzeit', yearly_salary = 30000 WHERE name = 'Bäcker/in'`,
    );
    expect(await names('search=Bäcker&workType=Vollzeit&minSalary=30000')).toEqual({
      names: ['Bäcker/in'],
      total: 1,
    });
    expect(await names('search=Bäcker&workType=Ausbildung')).toEqual({ names: [], total: 0 });
  });
});
