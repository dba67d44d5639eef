import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { build, databases, signUp } from './helper.ts';

/**
 * Home's 'Für dich' is read on every visit of `/`: with the catalogues cached (CACHE_TTL_S, on in
 * production) it costs two statements, whatever the caller has answered, adjusted or finished —
 * each statement is a round trip and a socket write (docs/performance.md#recommendations).
 */
describe.each(databases)("'Für dich' in few statements on %s", (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind, { env: { CACHE_TTL_S: '60' } });
    await app.db.query(
      `INSERT INTO onboarding_questions (question, answers, answer_dimensions, settings_key)
       VALUES ('Was machst du am liebsten?', ARRAY['Reparieren', 'Forschen'], ARRAY['R', 'I'], 'q_lieblings')`,
    );
    await app.db.query(
      `INSERT INTO job (name, description, interest_code, requires)
       VALUES ('Mechatroniker/in', 'Maschinen bauen und reparieren', 'RI', 'keine'),
              ('Meister/in Mechatronik', 'Leitet eine Werkstatt', 'RE', 'ausbildung')`,
    );
    await app.db.query(
      `WITH college AS (
         INSERT INTO company (name, branch, location) VALUES ('Hochschule Nord', 'Hochschule', 'Kiel')
         RETURNING id),
       course AS (
         INSERT INTO course (name, description, interest_code)
         VALUES ('Maschinenbau', 'Maschinen entwerfen und berechnen', 'RI') RETURNING id)
       INSERT INTO company_courses (company_id, course_id) SELECT college.id, course.id FROM college, course`,
    );
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (token: string, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    app.inject({ method, url, headers: { authorization: token }, payload });
  const home = async (token: string) => {
    const response = await app.inject({
      url: '/api/recommendations',
      headers: { authorization: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      content: { item: { name: string }; company: { name: string; location: string } | null }[];
      profile: { source: string; answered: number; code: string };
    }>();
  };

  it('reads answers, adjusted values and the finished training together, then the listings', async () => {
    const user = await signUp(app);
    expect(
      (await post(user.token, '/api/settings', { key: 'q_lieblings', value: '0' })).statusCode,
    ).toBeLessThan(300);
    const adjusted = { R: 1, I: 0, A: 0, S: 0, E: 0.6, C: 0 };
    expect(
      (await post(user.token, '/api/interests', { dimensions: adjusted }, 'PUT')).statusCode,
    ).toBe(200);
    expect(
      (await post(user.token, '/api/settings', { key: 'qualification', value: 'ausbildung' }))
        .statusCode,
    ).toBeLessThan(300);
    await home(user.token); // fills the catalogues and the session cache

    const query = vi.spyOn(app.db, 'query');
    let answer: Awaited<ReturnType<typeof home>>;
    try {
      answer = await home(user.token);
      expect(query.mock.calls.map(([sql]) => sql)).toHaveLength(2);
    } finally {
      query.mockRestore();
    }
    // All three inputs still count: the adjusted profile, the answer behind it, the training.
    expect(answer.profile).toMatchObject({ source: 'edited', answered: 1, code: 'RE' });
    expect(answer.content.map(({ item }) => item.name)).toEqual(
      expect.arrayContaining(['Mechatroniker/in', 'Meister/in Mechatronik', 'Maschinenbau']),
    );
    // Jobs and courses come from the one statement with the fields each card shows.
    expect(answer.content.find(({ item }) => item.name === 'Maschinenbau')?.company).toMatchObject({
      name: 'Hochschule Nord',
      location: 'Kiel',
    });
    expect(answer.content.find(({ item }) => item.name === 'Mechatroniker/in')?.item).toMatchObject(
      { description: 'Maschinen bauen und reparieren', interestCode: 'RI', requires: 'keine' },
    );
  });

  it('gives a user with nothing answered the popular listings, none that need a training', async () => {
    const user = await signUp(app);
    const answer = await home(user.token);
    expect(answer.profile).toMatchObject({ source: 'onboarding', answered: 0, code: '' });
    expect(answer.content.map(({ item }) => item.name).sort()).toEqual([
      'Maschinenbau',
      'Mechatroniker/in',
    ]);
  });
});
