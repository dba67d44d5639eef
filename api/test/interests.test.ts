import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { onboardingQuestions } from '../src/seed/onboarding.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

interface Profile {
  dimensions: Record<'R' | 'I' | 'A' | 'S' | 'E' | 'C', number>;
  code: string;
  answered: number;
  source: 'onboarding' | 'edited';
}

/** The seeded check's answer index that speaks (first) for `letter` in every question. */
function answersFor(letter: string): Record<string, number> {
  const choices: Record<string, number> = {};
  for (const question of onboardingQuestions) {
    const index = question.answerDimensions.findIndex((letters) => letters === letter);
    if (index >= 0) choices[question.settings_key] = index;
  }
  return choices;
}

describe.each(databases)('interest profile on %s', (kind) => {
  let app: App;
  let admin: string;
  beforeAll(async () => {
    app = await build(kind, { env: { SEED: 'demo' } });
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (token: string | null, method: 'GET' | 'PUT' | 'DELETE', payload?: unknown) =>
    app.inject({
      method,
      url: '/api/interests',
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const profileOf = async (token: string) => (await call(token, 'GET')).json<Profile>();

  async function answer(token: string, choices: Record<string, number | null>) {
    for (const [key, value] of Object.entries(choices)) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: { authorization: token },
        payload: { key, value },
      });
      expect(response.statusCode).toBeLessThan(300);
    }
  }

  it('is empty for a user who has not answered, and needs a token', async () => {
    const user = await signUp(app);
    expect(await profileOf(user.token)).toEqual({
      dimensions: { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 },
      code: '',
      answered: 0,
      source: 'onboarding',
    });
    expect((await call(null, 'GET')).statusCode).toBe(401);
  });

  it('counts the dimensions of the chosen answers, strongest as 1, skipped ones not at all', async () => {
    const user = await signUp(app);
    // Six questions for Sozial, three for Forschend, the rest skipped, and a setting that
    // answers no question (the team size the check once asked).
    const social = answersFor('S');
    const research = answersFor('I');
    const keys = Object.keys(social);
    const choices: Record<string, number | null> = {};
    keys.forEach((key, index) => {
      choices[key] = index < 6 ? social[key]! : index < 9 ? research[key]! : null;
    });
    choices.team_size = 1;
    await answer(user.token, choices);
    const profile = await profileOf(user.token);
    expect(profile.dimensions.S).toBe(1);
    expect(profile.dimensions.I).toBe(0.5);
    expect(profile.dimensions.R).toBe(0);
    expect(profile.code).toBe('SI');
    // The team size answers no question, and the skipped ones are not answered.
    expect(profile.answered).toBe(9);
    expect(profile.source).toBe('onboarding');
  });

  it('ignores a setting that is not an answer index', async () => {
    const user = await signUp(app);
    await answer(user.token, { interest_area: 99, work_style: 0 });
    await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { authorization: user.token },
      payload: { key: 'school_subject', value: 'Mathe' },
    });
    const profile = await profileOf(user.token);
    expect(profile.answered).toBe(1);
    expect(profile.code).toBe('R');
  });

  it('lets the owner adjust the profile and go back to the answers', async () => {
    const user = await signUp(app);
    await answer(user.token, answersFor('R'));
    const dimensions = { R: 0.2, I: 0.9, A: 0.333, S: 0, E: 0.5, C: 1 };
    const saved = await call(user.token, 'PUT', { dimensions });
    expect(saved.statusCode).toBe(200);
    const edited = {
      dimensions: { ...dimensions, A: 0.33 },
      code: 'CIE',
      answered: 12,
      source: 'edited',
    };
    expect(saved.json()).toEqual(edited);
    expect(await profileOf(user.token)).toEqual(edited);

    const reset = await call(user.token, 'DELETE');
    expect(reset.statusCode).toBe(200);
    expect(reset.json<Profile>()).toMatchObject({ code: 'R', source: 'onboarding' });
  });

  it.each([
    ['a missing dimension', { dimensions: { R: 1, I: 0, A: 0, S: 0, E: 0 } }],
    ['a value above 1', { dimensions: { R: 1.5, I: 0, A: 0, S: 0, E: 0, C: 0 } }],
    ['a negative value', { dimensions: { R: -0.1, I: 0, A: 0, S: 0, E: 0, C: 0 } }],
    ['a value as text', { dimensions: { R: '0.5', I: 0, A: 0, S: 0, E: 0, C: 0 } }],
    ['an unknown dimension', { dimensions: { R: 1, I: 0, A: 0, S: 0, E: 0, C: 0, X: 1 } }],
    ['another property', { dimensions: { R: 1, I: 0, A: 0, S: 0, E: 0, C: 0 }, code: 'R' }],
    ['no dimensions', {}],
    ['a list', [1, 0, 0, 0, 0, 0]],
    ['null dimensions', { dimensions: null }],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const user = await signUp(app);
    await answer(user.token, answersFor('A'));
    const before = await profileOf(user.token);
    const response = await call(user.token, 'PUT', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/\S/);
    expect(await profileOf(user.token)).toEqual(before);
    const stored = await app.db.query('SELECT 1 FROM interest_profiles WHERE user_id = $1', [
      user.id,
    ]);
    expect(stored.rows).toHaveLength(0);
  });

  it('is private: a user only ever sees and changes their own profile', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await call(owner.token, 'PUT', { dimensions: { R: 1, I: 0, A: 0, S: 0, E: 0, C: 0 } });
    await answer(other.token, answersFor('E'));
    expect((await profileOf(other.token)).code).toBe('E');
    expect((await profileOf(owner.token)).code).toBe('R');
    // An id in the path or query reaches nobody else's profile.
    const byId = await app.inject({
      url: `/api/interests/${owner.id}`,
      headers: { authorization: other.token },
    });
    expect(byId.statusCode).toBe(404);
    const byQuery = await app.inject({
      url: `/api/interests?userId=${owner.id}`,
      headers: { authorization: other.token },
    });
    expect(byQuery.json<Profile>().code).toBe('E');
    // Other people's profiles do not carry it.
    const profiles = await app.inject({
      method: 'POST',
      url: '/api/profiles/create',
      headers: { authorization: owner.token },
    });
    expect(profiles.statusCode).toBeLessThan(300);
    const shown = await app.inject({
      url: `/api/profiles?search=${owner.id}`,
      headers: { authorization: other.token },
    });
    expect(shown.body).not.toMatch(/dimensions|interestProfile|"code"/);
  });

  it('is in the account export and deleted with the account', async () => {
    const user = await signUp(app);
    const dimensions = { R: 0, I: 1, A: 0.5, S: 0, E: 0, C: 0.25 };
    await call(user.token, 'PUT', { dimensions });
    const exported = await app.inject({
      url: '/api/account/export',
      headers: { authorization: user.token },
    });
    expect(exported.json<{ interestProfile: unknown }>().interestProfile).toMatchObject({
      dimensions,
      source: 'edited',
      derivation: expect.stringContaining('Von dir selbst eingestellt') as unknown,
    });

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: user.token },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const stored = await app.db.query('SELECT 1 FROM interest_profiles WHERE user_id = $1', [
      user.id,
    ]);
    expect(stored.rows).toHaveLength(0);
  });

  it('exports the profile derived from the answers, saying how it was derived', async () => {
    const user = await signUp(app);
    const choices = answersFor('S');
    await answer(user.token, choices);
    const exported = await app.inject({
      url: '/api/account/export',
      headers: { authorization: user.token },
    });
    const answered = Object.keys(choices).length;
    const profile = exported.json<{
      interestProfile: {
        dimensions: Record<string, number>;
        source: string;
        answered: number;
        derivation: string;
        answersBehind: Record<string, string[]>;
      } | null;
    }>().interestProfile;
    expect(profile).toMatchObject({ source: 'onboarding', answered, code: 'S' });
    expect(profile!.dimensions.S).toBe(1);
    expect(profile!.derivation).toContain(`Automatisch berechnet aus ${answered} Antworten`);
    expect(profile!.answersBehind.S).toContain('Für andere da sein, zum Beispiel im Verein');
    // The same profile 'Für dich' works with.
    expect(profile!.dimensions).toEqual((await profileOf(user.token)).dimensions);
  });

  it('exports null for a user who neither answered nor adjusted anything', async () => {
    const user = await signUp(app);
    const exported = await app.inject({
      url: '/api/account/export',
      headers: { authorization: user.token },
    });
    expect(exported.json<{ interestProfile: unknown }>().interestProfile).toBeNull();
  });

  describe('answer dimensions of the onboarding', () => {
    it('lists them parallel to the answers, each dimension reachable through four answers', async () => {
      const response = await app.inject({
        url: '/api/onboarding?size=100',
        headers: { authorization: admin },
      });
      const { content } = response.json<{
        content: { answers: string[]; answerDimensions: string[] }[];
      }>();
      expect(content.length).toBeGreaterThanOrEqual(10);
      expect(content.length).toBeLessThanOrEqual(12);
      for (const question of content) {
        expect(question.answerDimensions).toHaveLength(question.answers.length);
      }
      for (const letter of 'RIASEC') {
        const reaching = content
          .flatMap((question) => question.answerDimensions)
          .filter((letters) => letters.includes(letter));
        expect(reaching.length, letter).toBeGreaterThanOrEqual(4);
      }
    });

    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/onboarding',
        headers: { authorization: admin },
        payload,
      });

    it('stores those an admin gives, and pads missing ones with none', async () => {
      const created = await post({
        question: 'Was reizt dich mehr?',
        answers: ['Tüfteln', 'Verkaufen', 'Egal'],
        answerDimensions: ['IR', 'E'],
        settings_key: 'dimension_test',
      });
      expect(created.statusCode).toBe(201);
      const list = await app.inject({
        url: '/api/onboarding?size=100',
        headers: { authorization: admin },
      });
      const question = list
        .json<{ content: { settings_key: string; answerDimensions: string[] }[] }>()
        .content.find((entry) => entry.settings_key === 'dimension_test');
      expect(question?.answerDimensions).toEqual(['IR', 'E', '']);
    });

    it.each([
      ['an unknown letter', ['X', '']],
      ['a repeated letter', ['RR', '']],
      ['four letters', ['RIAS', '']],
      ['lower case', ['r', '']],
      ['more entries than answers', ['R', 'I', 'A']],
    ])('refuses %s with 400 and stores nothing', async (_case, answerDimensions) => {
      const key = `bad_${answerDimensions.join('').toLowerCase()}_${answerDimensions.length}`;
      const response = await post({
        question: 'Frage',
        answers: ['Ja', 'Nein'],
        answerDimensions,
        settings_key: key,
      });
      expect(response.statusCode).toBe(400);
      const stored = await app.db.query(
        'SELECT 1 FROM onboarding_questions WHERE settings_key = $1',
        [key],
      );
      expect(stored.rows).toHaveLength(0);
    });
  });
});
