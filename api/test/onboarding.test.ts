import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { onboardingQuestions } from '../src/seed/onboarding.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

describe.each(databases)('onboarding on %s', (kind) => {
  let app: App;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    app = await build(kind, { env: { SEED: 'demo' } });
    admin = await adminToken(app);
    user = (await signUp(app)).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const question = (settings_key: string) => ({
    question: 'Magst du Tiere?',
    answers: ['Ja', 'Nein'],
    settings_key,
  });

  it('lists the seeded questions in order for a logged-in user', async () => {
    const response = await app.inject({ url: '/api/onboarding', headers: { authorization: user } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      content: { settings_key: string; answers: string[] }[];
      total: number;
    }>();
    expect(body.total).toBe(onboardingQuestions.length);
    expect(body.content.map((q) => q.settings_key)).toEqual(
      onboardingQuestions.map((q) => q.settings_key),
    );
    expect(body.content[0]).toEqual({
      id: expect.any(String),
      question: 'Was machst du am liebsten in deiner Freizeit?',
      answers: onboardingQuestions[0]!.answers,
      answerDimensions: onboardingQuestions[0]!.answerDimensions,
      settings_key: 'interest_area',
      position: expect.any(Number),
    });
  });

  it('re-creates an edited question at the position it had', async () => {
    const list = async () =>
      (
        await app.inject({ url: '/api/onboarding?size=100', headers: { authorization: user } })
      ).json<{ content: { id: string; settings_key: string; position: number }[] }>().content;
    const before = await list();
    const second = before[1]!;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/onboarding/${second.id}`,
      headers: { authorization: admin },
    });
    expect(removed.statusCode).toBe(204);
    const created = await app.inject({
      method: 'POST',
      url: '/api/onboarding',
      headers: { authorization: admin },
      payload: {
        question: 'Neu formuliert?',
        answers: ['Ja', 'Nein'],
        settings_key: second.settings_key,
        position: second.position,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await list();
    expect(after.map((q) => q.settings_key)).toEqual(before.map((q) => q.settings_key));
    expect(after[1]).toMatchObject({ id: created.json().id, position: second.position });
  });

  it('pages with ?page=&size=', async () => {
    const response = await app.inject({
      url: '/api/onboarding?page=2&size=4',
      headers: { authorization: user },
    });
    const body = response.json<{ content: unknown[]; total: number }>();
    // Twelve questions: the third page of four holds the last four.
    expect(body.content).toHaveLength(onboardingQuestions.length - 8);
    expect(body.total).toBe(onboardingQuestions.length);
    const tooBig = await app.inject({
      url: '/api/onboarding?size=101',
      headers: { authorization: user },
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('needs a login to read', async () => {
    expect((await app.inject({ url: '/api/onboarding' })).statusCode).toBe(401);
  });

  it('lets only admins create: 401 anonymous, 403 user, 201 admin', async () => {
    const create = (authorization?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/onboarding',
        headers: authorization ? { authorization } : {},
        payload: question('pets'),
      });
    expect((await create()).statusCode).toBe(401);
    const forbidden = await create(user);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: 'Keine Berechtigung',
      message: 'Dafür fehlen dir die Rechte.',
    });
    const created = await create(admin);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();

    const list = await app.inject({ url: '/api/onboarding', headers: { authorization: user } });
    const last = list.json<{ content: { id: string }[] }>().content.at(-1);
    expect(last).toEqual({
      id,
      ...question('pets'),
      answerDimensions: ['', ''],
      position: expect.any(Number),
    });
  });

  it('rejects invalid questions and duplicate keys with 400', async () => {
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/onboarding',
        headers: { authorization: admin },
        payload,
      });
    expect((await post({ ...question('leer'), answers: [] })).statusCode).toBe(400);
    expect((await post({ ...question('neun'), answers: Array(9).fill('a') })).statusCode).toBe(400);
    const blank = await post({ ...question('blank'), answers: ['ja', '  '] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Das Feld „answers“ (Eintrag 2) darf nicht leer sein.');
    expect((await post(question('onboarding_completed'))).statusCode).toBe(400);
    expect((await post(question('doppelt'))).statusCode).toBe(201);
    const duplicate = await post(question('doppelt'));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toContain('doppelt');
  });

  it('lets only admins delete: 401, 403, 204, then 404; 400 for a malformed id', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/onboarding',
      headers: { authorization: admin },
      payload: question('loeschen'),
    });
    const { id } = created.json<{ id: string }>();
    const remove = (authorization?: string, target = id) =>
      app.inject({
        method: 'DELETE',
        url: `/api/onboarding/${target}`,
        headers: authorization ? { authorization } : {},
      });
    expect((await remove()).statusCode).toBe(401);
    expect((await remove(user)).statusCode).toBe(403);
    expect((await remove(admin)).statusCode).toBe(204);
    expect((await remove(admin)).statusCode).toBe(404);
    expect((await remove(admin, randomUUID())).statusCode).toBe(404);
    const malformed = await remove(admin, 'keine-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Das Feld „id“ ist keine gültige ID.');
  });

  it('treats the role case-insensitively', async () => {
    const lower = await signUp(app);
    await app.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [lower.id]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/onboarding',
      headers: { authorization: lower.token },
      payload: question('klein'),
    });
    expect(response.statusCode).toBe(201);
  });
});
