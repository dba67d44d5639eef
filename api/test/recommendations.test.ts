import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { popularReason } from '../src/interests/ranking.ts';
import { onboardingQuestions } from '../src/seed/onboarding.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

interface Item {
  id: string;
  name: string;
  interestCode: string;
  workType?: string;
  company?: { id: string; name: string } | null;
}
interface Recommendation {
  entityType: 'job' | 'course';
  entityId: string;
  item: Item;
  score: number;
  reasons: string[];
  discover: boolean;
}
interface Answer {
  content: Recommendation[];
  profile: { code: string; answered: number; source: string };
}

/** Answer indices for every question: the first that speaks for `first`, else for `second`. */
function answersFor(first: string, second?: string): Record<string, number> {
  const choices: Record<string, number> = {};
  onboardingQuestions.forEach((question, position) => {
    const wanted = second && position % 3 === 2 ? second : first;
    const index = question.answerDimensions.findIndex((letters) => letters === wanted);
    if (index >= 0) choices[question.settings_key] = index;
  });
  return choices;
}

const isStudy = (recommendation: Recommendation) =>
  recommendation.entityType === 'course' || /studium/i.test(recommendation.item.workType ?? '');

describe.each(databases)('recommendations on %s', (kind) => {
  let app: App;
  let admin: string;
  /** Course id → its provider's id (the course summary carries none). */
  let courseCompany: Map<string, string | null>;

  beforeAll(async () => {
    app = await build(kind, { env: { SEED: 'demo' } });
    admin = await adminToken(app);
    const courses = await app.inject({ url: '/api/courses' });
    courseCompany = new Map(
      courses
        .json<{ course: { id: string }; company: { id: string } | null }[]>()
        .map(({ course, company }) => [course.id, company?.id ?? null]),
    );
  });
  afterAll(async () => {
    await app.close();
  });

  async function answer(token: string, choices: Record<string, number>) {
    for (const [key, value] of Object.entries(choices)) {
      await app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: { authorization: token },
        payload: { key, value },
      });
    }
  }
  const recommendations = async (token: string, query = '') => {
    const response = await app.inject({
      url: `/api/recommendations${query}`,
      headers: { authorization: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer>();
  };
  const companyOf = (recommendation: Recommendation) =>
    recommendation.entityType === 'job'
      ? (recommendation.item.company?.id ?? null)
      : (courseCompany.get(recommendation.entityId) ?? null);

  it('needs a token', async () => {
    expect((await app.inject({ url: '/api/recommendations' })).statusCode).toBe(401);
  });

  it('gives a user without answers popular items, saying so and inviting to the check', async () => {
    const jobs = await app.inject({ url: '/api/jobs?size=100', headers: { authorization: admin } });
    const popular = jobs.json<{ content: Item[] }>().content.at(-1)!;
    // More viewers than the demo users' bookmarks of any one item.
    const saved = await app.db.query<{ most: number }>(
      `SELECT coalesce(max(n), 0)::int AS most FROM (
         SELECT count(*) AS n FROM bookmarks GROUP BY job_id, course_id) counts`,
    );
    for (let viewers = 0; viewers <= saved.rows[0]!.most; viewers += 1) {
      const viewer = await signUp(app);
      await app.inject({
        url: `/api/jobs/${popular.id}`,
        headers: { authorization: viewer.token },
      });
    }

    const user = await signUp(app);
    const { content, profile } = await recommendations(user.token);
    expect(profile).toMatchObject({ code: '', answered: 0 });
    expect(content).toHaveLength(10);
    expect(content[0]!.entityId).toBe(popular.id);
    for (const recommendation of content) {
      expect(recommendation.reasons).toEqual([popularReason]);
      expect(recommendation.discover).toBe(false);
    }
    expect(popularReason).toMatch(/Interessen-Check/);
  });

  it('ranks items whose code fits the answers first, and explains them with the answers', async () => {
    const user = await signUp(app);
    await answer(user.token, answersFor('R'));
    const { content, profile } = await recommendations(user.token);
    expect(profile.code).toBe('R');
    const regular = content.filter((recommendation) => !recommendation.discover);
    expect(regular[0]!.item.interestCode[0]).toBe('R');
    expect(regular[0]!.score).toBe(1);
    // Scores never rise along the regular places, apart from the track rule's swap at the end.
    const scores = regular.slice(0, -1).map((recommendation) => recommendation.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const recommendation of regular.slice(0, 5)) {
      expect(recommendation.item.interestCode).toMatch(/^R/);
      expect(recommendation.reasons[0]).toBe('Passt zu deinen Interessen: Praktisch.');
      expect(recommendation.reasons[1]).toContain('„Etwas bauen oder reparieren“');
      expect(recommendation.reasons[1]).toContain('„Praktisch“');
    }
  });

  it('keeps the top 10 diverse: both tracks, two items per company at most, one to discover', async () => {
    for (const [first, second] of [['R'], ['S'], ['C', 'E'], ['I', 'A']] as const) {
      const user = await signUp(app);
      await answer(user.token, answersFor(first, second));
      const { content, profile } = await recommendations(user.token);
      expect(content).toHaveLength(10);
      expect(content.some(isStudy), first).toBe(true);
      expect(
        content.some((recommendation) => !isStudy(recommendation)),
        first,
      ).toBe(true);
      const perCompany = new Map<string, number>();
      for (const recommendation of content) {
        const company = companyOf(recommendation);
        if (company) perCompany.set(company, (perCompany.get(company) ?? 0) + 1);
      }
      expect(Math.max(...perCompany.values()), first).toBeLessThanOrEqual(2);

      const discover = content.filter((recommendation) => recommendation.discover);
      expect(discover).toHaveLength(1);
      expect(content.at(-1)!.discover).toBe(true);
      expect(profile.code.slice(0, 2)).not.toContain(discover[0]!.item.interestCode[0]);
      expect(discover[0]!.reasons[0]).toMatch(
        /^Entdecke auch: „(Praktisch|Forschend|Kreativ|Sozial|Unternehmerisch|Ordnend)“/,
      );
    }
  });

  it('gives users who answered differently different lists', async () => {
    const practical = await signUp(app);
    const social = await signUp(app);
    await answer(practical.token, answersFor('R'));
    await answer(social.token, answersFor('S'));
    const first = await recommendations(practical.token);
    const second = await recommendations(social.token);
    const ids = (answer: Answer) => answer.content.map((recommendation) => recommendation.entityId);
    expect(ids(first)).not.toEqual(ids(second));
    expect(second.content[0]!.item.interestCode[0]).toBe('S');
    expect(second.content[0]!.reasons.join(' ')).toContain('„Sozial“');
  });

  it('never reads name, username or e-mail: the same answers give the same list', async () => {
    const choices = answersFor('I', 'A');
    const first = await signUp(app, { name: 'Anna Schmidt' });
    const second = await signUp(app, { name: 'Mehmet Yılmaz' });
    await answer(first.token, choices);
    await answer(second.token, choices);
    const one = await recommendations(first.token, '?limit=50');
    const other = await recommendations(second.token, '?limit=50');
    expect(other).toEqual(one);
    expect(JSON.stringify(one)).not.toMatch(/Anna|Mehmet|Schmidt|Yılmaz/);
  });

  it('follows the adjusted profile, with reasons that name the adjusted dimension', async () => {
    const user = await signUp(app);
    await answer(user.token, answersFor('R'));
    await app.inject({
      method: 'PUT',
      url: '/api/interests',
      headers: { authorization: user.token },
      payload: { dimensions: { R: 0, I: 0, A: 1, S: 0, E: 0, C: 0 } },
    });
    const { content, profile } = await recommendations(user.token);
    expect(profile).toMatchObject({ code: 'A', source: 'edited' });
    expect(content[0]!.item.interestCode[0]).toBe('A');
    expect(content[0]!.reasons).toContain(
      'Weil du „Kreativ“ in deinen Interessen hoch eingestellt hast.',
    );
  });

  it('answers `limit` items, more than ten in fit order', async () => {
    const user = await signUp(app);
    await answer(user.token, answersFor('E'));
    expect((await recommendations(user.token, '?limit=3')).content).toHaveLength(3);
    const many = await recommendations(user.token, '?limit=50');
    expect(many.content).toHaveLength(50);
    expect(new Set(many.content.map((recommendation) => recommendation.entityId)).size).toBe(50);
  });

  it.each(['0', '51', 'viele', '2.5', '-1'])('refuses limit=%s with 400', async (limit) => {
    const user = await signUp(app);
    const response = await app.inject({
      url: `/api/recommendations?limit=${limit}`,
      headers: { authorization: user.token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/limit/);
  });

  describe('interest codes of the catalogue', () => {
    it('shows interestCode wherever a job or course is shown', async () => {
      const token = admin;
      const jobs = (
        await app.inject({ url: '/api/jobs', headers: { authorization: token } })
      ).json<{
        content: Item[];
      }>().content;
      expect(jobs.length).toBeGreaterThan(0);
      for (const job of jobs) expect(job.interestCode).toMatch(/^[RIASEC]{1,3}$/);
      const job = await app.inject({
        url: `/api/jobs/${jobs[0]!.id}`,
        headers: { authorization: token },
      });
      expect(job.json<Item>().interestCode).toBe(jobs[0]!.interestCode);
      const courses = (await app.inject({ url: '/api/courses' })).json<{ course: Item }[]>();
      for (const { course } of courses) expect(course.interestCode).toMatch(/^[RIASEC]{1,3}$/);
      const course = await app.inject({ url: `/api/courses/${courses[0]!.course.id}` });
      expect(course.json<Item>().interestCode).toBe(courses[0]!.course.interestCode);
      const companyId = jobs.find((entry) => entry.company)!.company!.id;
      const company = await app.inject({
        url: `/api/companies/${companyId}`,
        headers: { authorization: token },
      });
      const page = company.json<{ jobs: Item[]; courses: Item[] }>();
      for (const entry of [...page.jobs, ...page.courses]) {
        expect(entry.interestCode).toMatch(/^[RIASEC]{1,3}$/);
      }
      const user = await signUp(app);
      await app.inject({
        method: 'POST',
        url: '/api/bookmarks',
        headers: { authorization: user.token },
        payload: { entityType: 'job', entityId: jobs[0]!.id },
      });
      const bookmarks = await app.inject({
        url: '/api/bookmarks',
        headers: { authorization: user.token },
      });
      expect(
        bookmarks.json<{ content: { entity: Item }[] }>().content[0]!.entity.interestCode,
      ).toBe(jobs[0]!.interestCode);
    });

    const newJob = (overrides: object) =>
      app.inject({
        method: 'POST',
        url: '/api/jobs/create',
        headers: { authorization: admin },
        payload: {
          name: 'Tischler/in',
          description: 'Du baust Möbel in unserer Werkstatt.',
          location: 'Kassel',
          workType: 'Ausbildung',
          yearlySalary: 12000,
          ...overrides,
        },
      });
    const codeOfJob = async (id: string) =>
      (await app.inject({ url: `/api/jobs/${id}`, headers: { authorization: admin } })).json<Item>()
        .interestCode;

    it('infers a code from the words of a new job without one', async () => {
      const created = await newJob({});
      expect(created.statusCode).toBe(201);
      expect(await codeOfJob(created.json<{ id: string }>().id)).toMatch(/^R/);
    });

    it('keeps the code an admin gives', async () => {
      const created = await newJob({ interestCode: 'SEA' });
      expect(created.statusCode).toBe(201);
      expect(await codeOfJob(created.json<{ id: string }>().id)).toBe('SEA');
    });

    it.each(['RR', 'X', 'RIAS', 'ri', ''])(
      'refuses the code %j with 400 and stores nothing',
      async (code) => {
        const name = `Fehlertest ${code || 'leer'}`;
        const created = await newJob({ name, interestCode: code });
        expect(created.statusCode).toBe(400);
        const stored = await app.db.query('SELECT 1 FROM job WHERE name = $1', [name]);
        expect(stored.rows).toHaveLength(0);
      },
    );

    const dml = (statement: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/database/dml',
        headers: { authorization: admin, 'content-type': 'text/plain' },
        payload: statement,
      });

    it('infers a code for rows the admin SQL endpoint writes without one, and normalises case', async () => {
      expect(
        (
          await dml(
            "INSERT INTO course (name, description) VALUES ('Chemie Spezial', 'Labor und Forschung')",
          )
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await dml(
            "INSERT INTO course (name, description, interest_code) VALUES ('Kunst Spezial', '', 'as')",
          )
        ).statusCode,
      ).toBe(200);
      const rows = await app.db.query<{ name: string; interest_code: string }>(
        "SELECT name, interest_code FROM course WHERE name LIKE '% Spezial' ORDER BY name",
      );
      expect(rows.rows).toEqual([
        { name: 'Chemie Spezial', interest_code: expect.stringMatching(/^I/) },
        { name: 'Kunst Spezial', interest_code: 'AS' },
      ]);
      // An emptied code is inferred again.
      expect(
        (await dml("UPDATE course SET interest_code = '' WHERE name = 'Chemie Spezial'"))
          .statusCode,
      ).toBe(200);
      const again = await app.db.query<{ interest_code: string }>(
        "SELECT interest_code FROM course WHERE name = 'Chemie Spezial'",
      );
      expect(again.rows[0]!.interest_code).toMatch(/^I/);
    });

    it('refuses a malformed code through the admin SQL endpoint and changes nothing', async () => {
      const before = await app.db.query<{ interest_code: string }>(
        "SELECT interest_code FROM course WHERE name = 'Kunst Spezial'",
      );
      for (const code of ['RR', 'XY', 'RIAS']) {
        const response = await dml(
          `UPDATE course SET interest_code = '${code}' WHERE name = 'Kunst Spezial'`,
        );
        expect(response.statusCode, code).toBe(400);
      }
      const after = await app.db.query<{ interest_code: string }>(
        "SELECT interest_code FROM course WHERE name = 'Kunst Spezial'",
      );
      expect(after.rows).toEqual(before.rows);
    });

    it('recommends a new listing without a code to users whose interests it fits', async () => {
      await app.db.query(
        "INSERT INTO course (name, description) VALUES ('Meeresbiologie Spezial', 'Forschung im Labor und auf See')",
      );
      const user = await signUp(app);
      await app.inject({
        method: 'PUT',
        url: '/api/interests',
        headers: { authorization: user.token },
        payload: { dimensions: { R: 0, I: 1, A: 0, S: 0, E: 0, C: 0 } },
      });
      const { content } = await recommendations(user.token, '?limit=50');
      expect(content.map((recommendation) => recommendation.item.name)).toContain(
        'Meeresbiologie Spezial',
      );
    });
  });
});
