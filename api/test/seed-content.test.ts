import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { demoCompanies } from '../src/seed/texts/companies.ts';
import { demoCourses } from '../src/seed/texts/courses.ts';
import { applicationTips, learningTips, quotes } from '../src/seed/texts/hints.ts';
import { demoPassword, demoUsers } from '../src/seed/texts/users.ts';
import { build, databases, login } from './helper.ts';
import { rowCounter } from './support/seed.ts';

describe.each(databases)('demo seed on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind, { env: { SEED: 'demo' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const count = rowCounter(() => app);

  it('seeds at least the documented amounts of content', async () => {
    expect(await count('SELECT count(*) AS n FROM job')).toBeGreaterThanOrEqual(40);
    expect(await count('SELECT count(*) AS n FROM company')).toBeGreaterThanOrEqual(15);
    expect(await count('SELECT count(*) AS n FROM course')).toBeGreaterThanOrEqual(30);
    expect(await count('SELECT count(*) AS n FROM application_tips')).toBe(10);
    expect(await count('SELECT count(*) AS n FROM learning_tips')).toBe(10);
    expect(await count('SELECT count(*) AS n FROM quotes')).toBe(15);
    // The interest check (issue 23): 10–12 questions.
    expect(await count('SELECT count(*) AS n FROM onboarding_questions')).toBe(12);
    expect(
      await count(`SELECT count(*) AS n FROM users u JOIN profiles p ON p.user_id = u.id
                    WHERE upper(u.role) = 'USER'`),
    ).toBe(demoUsers.length);
    expect(demoUsers.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps tips, learning tips and quotes in the order they were written', async () => {
    const tips = await app.db.query<{ short_tip: string }>(
      'SELECT short_tip FROM application_tips ORDER BY position',
    );
    expect(tips.rows.map((row) => row.short_tip)).toEqual(applicationTips.map((t) => t.shortTip));
    const learning = await app.db.query<{ emoji: string; title: string }>(
      'SELECT emoji, title FROM learning_tips ORDER BY position',
    );
    expect(learning.rows).toEqual(learningTips.map(({ emoji, title }) => ({ emoji, title })));
    for (const row of learning.rows) expect(row.emoji).toMatch(/\p{Extended_Pictographic}/u);
    const quoteRows = await app.db.query<{ quote: string }>(
      'SELECT quote FROM quotes ORDER BY position',
    );
    expect(quoteRows.rows.map((row) => row.quote)).toEqual(quotes);
  });

  it('links every company to jobs or courses, and every job and course to a company', async () => {
    const lonely = await app.db.query<{ name: string }>(
      `SELECT name FROM company c
        WHERE NOT EXISTS (SELECT 1 FROM company_jobs cj WHERE cj.company_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM company_courses cc WHERE cc.company_id = c.id)`,
    );
    expect(lonely.rows).toEqual([]);
    expect(
      await count(`SELECT count(*) AS n FROM job j
                    WHERE NOT EXISTS (SELECT 1 FROM company_jobs cj WHERE cj.job_id = j.id)`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM course co
                    WHERE NOT EXISTS (SELECT 1 FROM company_courses cc WHERE cc.course_id = co.id)`),
    ).toBe(0);
    // The home tile "Uni/Hochschule" lists these.
    expect(
      await count(
        `SELECT count(*) AS n FROM company WHERE branch IN ('Universität', 'Hochschule')`,
      ),
    ).toBeGreaterThanOrEqual(2);
  });

  it('relates plausibly: each job at one company, each study course at a university or college', async () => {
    const shared = await app.db.query<{ name: string }>(
      `SELECT j.name FROM job j JOIN company_jobs cj ON cj.job_id = j.id
        GROUP BY j.id, j.name HAVING count(*) > 1`,
    );
    expect(shared.rows).toEqual([]);
    const college = (alias: string) =>
      `(${alias}.branch ILIKE '%universit%' OR ${alias}.branch ILIKE '%hochschule%')`;
    const nowhere = await app.db.query<{ name: string }>(
      `SELECT co.name FROM course co
        WHERE NOT EXISTS (SELECT 1 FROM company_courses cc JOIN company c ON c.id = cc.company_id
                           WHERE cc.course_id = co.id AND ${college('c')})`,
    );
    expect(nowhere.rows).toEqual([]);
    // A school, a bank or a laboratory offers no study course of its own: only dual study
    // courses beside a partner college, never a Germanistik or Biologie.
    const offers = async (company: string) =>
      (
        await app.db.query<{ name: string }>(
          `SELECT co.name FROM company c JOIN company_courses cc ON cc.company_id = c.id
             JOIN course co ON co.id = cc.course_id WHERE c.name = $1 ORDER BY co.name`,
          [company],
        )
      ).rows.map((row) => row.name);
    expect(await offers('Freie Gemeinschaftsschule am Auenpark')).toEqual([]);
    expect(await offers('Backhaus Sonnenkorn')).toEqual([]);
    expect(await offers('ChemTal Labor AG')).not.toContain('Biologie (B.Sc.)');
    expect(await offers('Universität Auenstadt')).toContain('Biologie (B.Sc.)');
  });

  it("lists on a company's page only its own jobs and courses, and /courses names the same provider", async () => {
    // A demo user: a new account would change the counts a later test relies on.
    const token = await login(app, demoUsers[0]!.username, demoPassword);
    const get = async <T>(url: string) => {
      const response = await app.inject({ url, headers: { authorization: token } });
      expect(response.statusCode, url).toBe(200);
      return response.json<T>();
    };
    type Named = { id: string; name: string };
    const companies = await get<{ content: Named[] }>('/api/companies?size=100');
    const pages = new Map<
      string,
      Named & { jobs: (Named & { company: Named })[]; courses: Named[] }
    >();
    for (const company of companies.content) {
      pages.set(company.id, await get(`/api/companies/${company.id}`));
    }
    for (const page of pages.values()) {
      const links = await app.db.query<{ job_id: string; course_id: string | null }>(
        `SELECT job_id, NULL AS course_id FROM company_jobs WHERE company_id = $1
         UNION ALL SELECT NULL, course_id FROM company_courses WHERE company_id = $1`,
        [page.id],
      );
      const linkedJobs = links.rows.flatMap((row) => (row.job_id ? [row.job_id] : []));
      const linkedCourses = links.rows.flatMap((row) => (row.course_id ? [row.course_id] : []));
      expect(page.jobs.map((job) => job.id).sort(), page.name).toEqual(linkedJobs.sort());
      expect(page.courses.map((course) => course.id).sort(), page.name).toEqual(
        linkedCourses.sort(),
      );
      // Each job card on the page names this company, never another one that offers it too.
      for (const job of page.jobs)
        expect(job.company, `${page.name}: ${job.name}`).toEqual({ id: page.id, name: page.name });
    }
    const courses = await get<{ course: Named; company: Named | null }[]>('/api/courses');
    expect(courses).toHaveLength(demoCourses.length);
    for (const { course, company } of courses) {
      expect(company, course.name).not.toBeNull();
      const page = pages.get(company!.id)!;
      expect(
        page.courses.map((each) => each.id),
        `${course.name} at ${company!.name}`,
      ).toContain(course.id);
    }
    // The examples.
    const providerOf = (name: string) =>
      courses.find((item) => item.course.name === name)?.company?.name;
    expect(providerOf('Biologie (B.Sc.)')).toBe('Universität Auenstadt');
    expect(providerOf('Germanistik (B.A.)')).toBe('Universität Auenstadt');
    const university = [...pages.values()].find((page) => page.name === 'Universität Auenstadt')!;
    expect(university.jobs.map((job) => job.name)).not.toContain('Chemielaborant/in');
    // A job's own detail names the company whose page lists it.
    for (const page of pages.values()) {
      for (const job of page.jobs) {
        expect((await get<{ company: Named }>(`/api/jobs/${job.id}`)).company.id).toBe(page.id);
      }
    }
  });

  it('fills companies with branch, about, a fictional website and contact details', async () => {
    const { rows } = await app.db.query<
      Record<'name' | 'branch' | 'about' | 'website' | 'contact_methods', string>
    >('SELECT name, branch, about, website, contact_methods FROM company');
    expect(rows).toHaveLength(demoCompanies.length);
    for (const row of rows) {
      expect(row.branch).not.toBe('');
      expect(row.about.length).toBeGreaterThan(80);
      expect(row.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      expect(row.contact_methods).toMatch(/^E-Mail: [a-z.]+@[a-z0-9-]+\.example\nTelefon: 0/);
    }
  });

  it('places every company, every job and every course that has a provider', async () => {
    const unplaced = await app.db.query(
      `SELECT 'job' AS kind, j.location AS place FROM job j JOIN search_job d USING (id)
        WHERE d.lat IS NULL
       UNION ALL
       SELECT 'company', c.location FROM company c JOIN search_company d USING (id)
        WHERE d.lat IS NULL
       UNION ALL
       SELECT 'course', co.name FROM course co JOIN search_course d USING (id)
        WHERE d.lat IS NULL AND EXISTS (SELECT 1 FROM company_courses cc WHERE cc.course_id = co.id)`,
    );
    expect(unplaced.rows).toEqual([]);
    // The universities' courses are found around their towns.
    const response = await app.inject({ url: '/api/courses?near=G%C3%B6ttingen&radiusKm=10' });
    expect(response.statusCode).toBe(200);
    const near = response.json<{ company: { name: string } }[]>();
    expect(near.length).toBeGreaterThan(5);
    expect(new Set(near.map((item) => item.company.name))).toEqual(
      new Set(['Universität Auenstadt']),
    );
  });

  it('mixes Ausbildung, Duales Studium, Vollzeit and Teilzeit with plausible salaries', async () => {
    const { rows } = await app.db.query<{
      name: string;
      description: string;
      location: string;
      work_type: string;
      yearly_salary: number;
    }>('SELECT name, description, location, work_type, yearly_salary FROM job');
    expect(new Set(rows.map((row) => row.work_type))).toEqual(
      new Set(['Ausbildung', 'Duales Studium', 'Vollzeit', 'Teilzeit']),
    );
    expect(new Set(rows.map((row) => row.location)).size).toBeGreaterThanOrEqual(15);
    for (const row of rows) {
      const salary = Number(row.yearly_salary);
      const [lowest, highest] =
        row.work_type === 'Ausbildung' || row.work_type === 'Duales Studium'
          ? [11_000, 15_000]
          : [30_000, 70_000];
      expect(salary, row.name).toBeGreaterThanOrEqual(lowest);
      expect(salary, row.name).toBeLessThanOrEqual(highest);
      // Two to four sentences.
      const sentences = row.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length, row.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, row.name).toBeLessThanOrEqual(4);
    }
    const names = rows.map((row) => row.name);
    for (const expected of [
      'Mechatroniker/in',
      'Pflegefachmann/-frau',
      'Kaufmann/-frau für Büromanagement',
      'Bäcker/in',
      'Erzieher/in',
      'Bankkaufmann/-frau',
      'Softwareentwickler/in (B.Sc.)',
      'Bauingenieur/in',
    ]) {
      expect(names).toContain(expected);
    }
  });
});
