import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { isObjectName } from '../src/files/store.ts';
import { demoCompanies } from '../src/seed/texts/companies.ts';
import { demoCourses } from '../src/seed/texts/courses.ts';
import { applicationTips, learningTips, quotes } from '../src/seed/texts/hints.ts';
import { demoJobs } from '../src/seed/texts/jobs.ts';
import { demoChat, demoPassword, demoUsers } from '../src/seed/texts/users.ts';
import { seed, seeders } from '../src/seed/index.ts';
import { build, databases, login, signUp } from './helper.ts';

async function readObject(app: App, objectName: string): Promise<string | null> {
  const file = await app.files.open(objectName);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe.each(databases)('demo seed on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind, { env: { SEED: 'demo' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const count = async (sql: string, params: unknown[] = []) => {
    const { rows } = await app.db.query<{ n: string | number }>(sql, params);
    return Number(rows[0]!.n);
  };

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

  it('stores every image as a generated SVG in files and in the file store', async () => {
    const { rows } = await app.db.query<{ object_name: string }>(
      `SELECT image_url AS object_name FROM job
       UNION ALL SELECT image_url FROM course
       UNION ALL SELECT image FROM company
       UNION ALL SELECT object_name FROM avatars
       UNION ALL SELECT split_part(activity, '|', 1) FROM profiles, unnest(everyday_activities) AS activity
       UNION ALL SELECT job->>'imageUrl' FROM profiles
       UNION ALL SELECT split_part(content, E'\\n\\n\\n', 1) FROM messages WHERE content LIKE E'%\\n\\n\\n%'`,
    );
    const expected =
      demoJobs.length + demoCourses.length + demoCompanies.length + 5 * demoUsers.length + 1;
    expect(rows).toHaveLength(expected);
    for (const { object_name: name } of rows) {
      expect(isObjectName(name), name).toBe(true);
      expect(name.endsWith('.svg')).toBe(true);
      const file = await app.db.query<{
        user_id: string | null;
        content_type: string;
        size: number;
      }>('SELECT user_id, content_type, size FROM files WHERE object_name = $1', [name]);
      expect(file.rows[0]).toMatchObject({ user_id: null, content_type: 'image/svg+xml' });
      const svg = await readObject(app, name);
      expect(svg, name).not.toBeNull();
      expect(Buffer.byteLength(svg!)).toBe(Number(file.rows[0]!.size));
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><title>[^<]+<\/title>/,
      );
      expect(svg!.endsWith('</svg>')).toBe(true);
      // Every & starts an entity: the document is well-formed XML.
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      expect(svg!.length).toBeLessThan(4096);
      // Nothing is loaded from another host.
      expect(svg).not.toMatch(/href=|url\((?!#)/);
    }
    const logo = await app.db.query<{ image: string }>(
      `SELECT image FROM company WHERE name = 'Elektro Hartmann & Söhne GmbH'`,
    );
    expect(await readObject(app, logo.rows[0]!.image)).toContain(
      '<title>Logo von Elektro Hartmann &amp; Söhne GmbH</title>',
    );
  });

  it('lets every demo user log in with the documented password', async () => {
    for (const user of demoUsers) {
      const token = await login(app, user.username, demoPassword);
      const info = await app.inject({ url: '/api/auth/info', headers: { authorization: token } });
      expect(info.json()).toMatchObject({ username: user.username, name: user.name, role: 'USER' });
      const settings = await app.inject({
        url: '/api/settings',
        headers: { authorization: token },
      });
      expect(settings.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ key: 'onboarding_completed' })]),
      );
    }
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'lena', password: 'falsches-passwort' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('gives demo users full profiles, ratings and follows', async () => {
    const { rows } = await app.db.query<{
      username: string;
      display_name: string;
      about: string;
      interests: string[];
      everyday_activities: string[];
      job: { name: string; yearlySalary: number; workType: string } | null;
    }>(
      `SELECT u.username, p.display_name, p.about, p.interests, p.everyday_activities, p.job
         FROM profiles p JOIN users u ON u.id = p.user_id`,
    );
    for (const row of rows) {
      expect(row.about.length).toBeGreaterThan(50);
      expect(row.interests).toHaveLength(3);
      expect(row.everyday_activities).toHaveLength(3);
      for (const activity of row.everyday_activities) {
        expect(activity).toMatch(/^[0-9a-f-]{36}\.svg\|\S/);
      }
      expect(row.job).toMatchObject({ name: expect.any(String), yearlySalary: expect.any(Number) });
    }
    expect(await count('SELECT count(*) AS n FROM profile_ratings')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM profile_follows')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM company_follow')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM company_rating')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM bookmarks')).toBeGreaterThan(0);
    // Nobody rates or follows their own profile.
    expect(
      await count(`SELECT count(*) AS n FROM profile_ratings r JOIN profiles p ON p.id = r.profile_id
                    WHERE p.user_id = r.rater_id`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM profile_follows f JOIN profiles p ON p.id = f.profile_id
                    WHERE p.user_id = f.follower_id`),
    ).toBe(0);
  });

  it('seeds one chat between two demo users with strictly increasing timestamps', async () => {
    const chats = await app.db.query<{
      id: string;
      user_low: string;
      user_high: string;
      last_message_at: string;
      low_name: string;
      high_name: string;
    }>(
      `SELECT c.id, c.user_low, c.user_high, c.last_message_at, lo.username AS low_name,
              hi.username AS high_name
         FROM chats c JOIN users lo ON lo.id = c.user_low JOIN users hi ON hi.id = c.user_high`,
    );
    expect(chats.rows).toHaveLength(1);
    const chat = chats.rows[0]!;
    expect(chat.user_low < chat.user_high).toBe(true);
    expect([chat.low_name, chat.high_name].sort()).toEqual([...demoChat.between].sort());

    const messages = await app.db.query<{ sender_id: string; sent_at: string; content: string }>(
      'SELECT sender_id, sent_at, content FROM messages WHERE chat_id = $1 ORDER BY sent_at',
      [chat.id],
    );
    expect(messages.rows).toHaveLength(demoChat.messages.length);
    const times = messages.rows.map((row) => Number(row.sent_at));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
    expect(Number(chat.last_message_at)).toBe(times.at(-1));
    expect(times.at(-1)).toBeLessThan(Date.now());
    for (const row of messages.rows) {
      expect([chat.user_low, chat.user_high]).toContain(row.sender_id);
    }
    expect(messages.rows[0]!.content).toBe(demoChat.messages[0]!.text);
  });

  it('runs each seeder only once, also after an admin deleted its content', async () => {
    const jobs = await count('SELECT count(*) AS n FROM job');
    expect(await seed(app.db, { files: app.files })).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM job')).toBe(jobs);
    expect(await count('SELECT count(*) AS n FROM users')).toBe(demoUsers.length + 1);
    expect(await count('SELECT count(*) AS n FROM seed_runs')).toBe(seeders.length);

    await app.db.query('DELETE FROM quotes');
    expect(await seed(app.db, { files: app.files })).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM quotes')).toBe(0);
  });
});

describe.each(databases)('demo seed next to existing data on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('adds no demo accounts to a database where people already registered', async () => {
    const person = await signUp(app);
    const ran = await seed(app.db, { files: app.files });
    expect(ran).toContain('content');
    expect(ran).not.toContain('demo_users');
    const users = await app.db.query<{ username: string }>(
      `SELECT username FROM users WHERE upper(role) = 'USER'`,
    );
    expect(users.rows.map((row) => row.username)).toEqual([person.username]);
    expect((await app.db.query('SELECT 1 FROM job')).rows.length).toBe(demoJobs.length);
  });
});
