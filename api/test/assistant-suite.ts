import type { AssistantAnswer } from '@kompass/contracts/types';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../src/app.ts';
import { build, type DatabaseKind, signUp } from './helper.ts';

export type Answer = AssistantAnswer;

export const berufsberatung = {
  text: 'Lieber mit einem Menschen sprechen? Die Berufsberatung der Bundesagentur für Arbeit berät dich kostenlos und persönlich.',
  url: 'https://www.arbeitsagentur.de/bildung/berufsberatung',
};
/** The human route is a link beside the answer where it helps, never a paragraph in it. */
export const offersHumanRoute = (answer: Answer) => {
  expect(answer.humanRoute).toEqual(berufsberatung);
  expect(answer.answer).not.toContain('0800 4 5555 00');
};
export const nothingFound = 'Dazu habe ich in Kompass nichts gefunden.';

/**
 * Starts an app with the demo seed and a signed-up user for the calling `describe`, and `ask`,
 * which keeps every answer in `asked` for the file's last check. The suite's fields are set in
 * `beforeAll`.
 */
export function catalogueAssistant(kind: DatabaseKind) {
  const suite = {} as { app: App; token: string };
  const asked: Answer[] = [];

  const ask = async (question: string, options: { token?: string; history?: object[] } = {}) => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/assistant/ask',
      headers: { authorization: options.token ?? suite.token },
      payload: { question, ...(options.history ? { history: options.history } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Answer>();
    asked.push(body);
    return body;
  };
  const titles = (answer: Answer) => answer.sources.map((source) => source.title);

  beforeAll(async () => {
    suite.app = await build(kind, { env: { SEED: 'demo' } });
    suite.token = (await signUp(suite.app)).token;
  });
  afterAll(async () => {
    await suite.app.close();
  });

  return { suite, asked, ask, titles };
}
