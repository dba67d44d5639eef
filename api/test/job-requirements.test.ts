import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { onboardingQuestions } from '../src/seed/onboarding.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

interface Job {
  id: string;
  name: string;
  requires: string;
}
interface Answer {
  content: { entityType: 'job' | 'course'; item: Job & { requires?: string } }[];
}

/** Every question answered with the first answer that speaks for `letters` (a social profile). */
function answersFor(letters: string): Record<string, number> {
  const choices: Record<string, number> = {};
  for (const question of onboardingQuestions) {
    const index = question.answerDimensions.findIndex((dimensions) => dimensions === letters);
    if (index >= 0) choices[question.settings_key] = index;
  }
  return choices;
}

describe.each(databases)('listings that need a finished training or degree on %s', (kind) => {
  let app: App;
  let admin: string;
  let jobs: Job[];

  beforeAll(async () => {
    app = await build(kind, { env: { SEED: 'demo' } });
    admin = await adminToken(app);
    const listed = await app.inject({
      url: '/api/jobs?size=100',
      headers: { authorization: admin },
    });
    jobs = listed.json<{ content: Job[] }>().content;
  });
  afterAll(async () => {
    await app.close();
  });

  const save = (token: string, key: string, value: string | number) =>
    app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { authorization: token },
      payload: { key, value },
    });
  async function suggestionsFor(qualification?: string) {
    const user = await signUp(app);
    for (const [key, value] of Object.entries(answersFor('S'))) await save(user.token, key, value);
    if (qualification) await save(user.token, 'qualification', qualification);
    const response = await app.inject({
      url: '/api/recommendations?limit=50',
      headers: { authorization: user.token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer>().content.filter((entry) => entry.entityType === 'job');
  }
  const requirementOf = (name: string) => jobs.find((job) => job.name === name)?.requires;

  it('says of every job what it requires: a teacher a degree, an intensive-care nurse a training', () => {
    expect(requirementOf('Grundschullehrer/in')).toBe('studium');
    expect(requirementOf('Pflegefachkraft auf der Intensivstation')).toBe('ausbildung');
    expect(requirementOf('Pflegefachmann/-frau')).toBe('keine');
    expect(requirementOf('Duales Studium Soziale Arbeit (B.A.)')).toBe('keine');
  });

  it('suggests a school leaver no post that needs a finished training or degree', async () => {
    const jobsSuggested = await suggestionsFor();
    expect(jobsSuggested.length).toBeGreaterThan(5);
    expect(jobsSuggested.map((entry) => entry.item.requires)).toEqual(
      jobsSuggested.map(() => 'keine'),
    );
    // An unknown value counts as having neither.
    const unknown = await suggestionsFor('abitur');
    expect(unknown.every((entry) => entry.item.requires === 'keine')).toBe(true);
  });

  it('suggests posts after a training to someone with one, and degree posts only after a degree', async () => {
    const trained = (await suggestionsFor('ausbildung')).map((entry) => entry.item);
    expect(trained.some((job) => job.requires === 'ausbildung')).toBe(true);
    expect(trained.some((job) => job.requires === 'studium')).toBe(false);

    const graduate = (await suggestionsFor('studium')).map((entry) => entry.item);
    expect(graduate.some((job) => job.requires === 'studium')).toBe(true);
  });

  it('names the university and town of a suggested course', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      url: '/api/recommendations?limit=50',
      headers: { authorization: user.token },
    });
    const courses = response
      .json<{
        content: { entityType: string; company: { name: string; location: string } | null }[];
      }>()
      .content.filter((entry) => entry.entityType === 'course');
    expect(courses.length).toBeGreaterThan(0);
    for (const { company } of courses) {
      expect(company?.name).toMatch(/Universität|Hochschule|Akademie/);
      expect(company?.location).not.toBe('');
    }
  });

  it("names the university and town of a study field's courses, and of a saved course", async () => {
    const found = await app.db.query<{ occupation: string; course: string }>(
      `SELECT o.id AS occupation, co.id AS course FROM course co
         JOIN occupation o ON o.id = occupation_of_title(co.name)
        WHERE o.kind IN ('studium', 'duales-studium')
          AND EXISTS (SELECT 1 FROM company_courses cc WHERE cc.course_id = co.id)
        ORDER BY co.name LIMIT 1`,
    );
    const { occupation, course } = found.rows[0]!;
    const detail = await app.inject({
      url: `/api/occupations/${occupation}`,
      headers: { authorization: admin },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const courses = detail.json<{
      courses: { id: string; provider: { name: string; location: string } | null }[];
    }>().courses;
    const shown = courses.find((entry) => entry.id === course);
    expect(shown?.provider?.name).toMatch(/Universität|Hochschule|Akademie/);
    expect(shown?.provider?.location).not.toBe('');

    const user = await signUp(app);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: { authorization: user.token },
      payload: { entityType: 'course', entityId: course },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const listed = await app.inject({
      url: '/api/bookmarks',
      headers: { authorization: user.token },
    });
    const [bookmark] = listed.json<{ content: { provider: unknown }[] }>().content;
    expect(bookmark?.provider).toEqual(shown?.provider);
  });

  it('stores what an admin says a new job requires, and refuses anything else in German', async () => {
    const create = (requires: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/jobs/create',
        headers: { authorization: admin },
        payload: {
          name: `Stationsleitung ${String(requires)}`,
          description: 'Du leitest eine Station.',
          location: 'Kassel',
          workType: 'Vollzeit',
          yearlySalary: 52000,
          requires,
        },
      });
    const created = await create('ausbildung');
    expect(created.statusCode, created.body).toBe(201);
    const job = await app.inject({
      url: `/api/jobs/${created.json<{ id: string }>().id}`,
      headers: { authorization: admin },
    });
    expect(job.json<Job>().requires).toBe('ausbildung');

    const refused = await create('meister');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(
      'Die Voraussetzung muss „keine“, „ausbildung“ oder „studium“ sein.',
    );
    const stored = await app.db.query('SELECT 1 FROM job WHERE name = $1', [
      'Stationsleitung meister',
    ]);
    expect(stored.rows).toHaveLength(0);
  });
  it('lets an admin set and clear what a job requires with the admin statements, in German when refused; nobody else', async () => {
    const nurse = jobs.find((job) => job.name === 'Pflegefachmann/-frau')!;
    const setRequires = (token: string, requires: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/database/dml',
        headers: { authorization: token },
        payload: {
          sql: 'UPDATE job SET requires = $1 WHERE id = $2',
          params: [requires, nurse.id],
        },
      });
    const stored = async () =>
      (
        await app.inject({ url: `/api/jobs/${nurse.id}`, headers: { authorization: admin } })
      ).json<Job>().requires;

    const set = await setRequires(admin, 'studium');
    expect(set.statusCode, set.body).toBe(200);
    expect(await stored()).toBe('studium');

    const refused = await setRequires(admin, 'meister');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'Die Voraussetzung muss „keine“, „ausbildung“ oder „studium“ sein.',
    );
    expect(await stored()).toBe('studium');

    const user = await signUp(app);
    const forbidden = await setRequires(user.token, 'keine');
    expect(forbidden.statusCode).toBe(403);
    expect(await stored()).toBe('studium');

    const cleared = await setRequires(admin, 'keine');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await stored()).toBe('keine');
  });
});
