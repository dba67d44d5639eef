import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantAnswer } from '@kompass/contracts/types';
import type { App } from '../src/app.ts';
import { build, databases, signUp } from './helper.ts';

/** 'Frag unsere KI' answering from the occupation catalogue (issues 41 and 43). */

type Answer = AssistantAnswer;
interface Occupation {
  id: string;
  name: string;
  kind: string;
  area: string;
  durationMonths: number | null;
  summary: string | null;
  topics: string[];
  pay: {
    statutoryMinimum: { monthlyByYear: number[]; source: string } | null;
    listings: { minMonthly: number; maxMonthly: number; count: number } | null;
  };
}

const humanRouteUrl = 'https://www.arbeitsagentur.de/bildung/berufsberatung';

describe.each(databases)('Frag unsere KI and the occupation catalogue on %s', (kind) => {
  let app: App;
  let token: string;

  const ask = async (question: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/assistant/ask',
      headers: { authorization: token },
      payload: { question },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer>();
  };
  const occupation = async (id: string) => {
    const response = await app.inject({
      url: `/api/occupations/${id}`,
      headers: { authorization: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Occupation>();
  };
  const occupationsOf = (answer: Answer) =>
    Promise.all(
      answer.sources
        .filter((source) => source.entityType === 'occupation')
        .map((source) => occupation(source.entityId)),
    );

  beforeAll(async () => {
    app = await build(kind, { env: { SEED: 'demo' } });
    token = (await signUp(app)).token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers „Was macht ein/e …?“ from the catalogue: kind, duration, what you do, the occupation as source', async () => {
    const answer = await ask('Was macht ein/e Tierpfleger/in?');
    expect(answer.sources[0]).toEqual({
      entityType: 'occupation',
      entityId: 'tierpfleger-in',
      title: 'Tierpfleger/-in',
    });
    const keeper = await occupation('tierpfleger-in');
    expect(answer.answer).toContain(
      'Tierpfleger/-in [1] ist eine duale Ausbildung in Betrieb und Berufsschule und dauert in der Regel 3 Jahre.',
    );
    expect(answer.answer).toContain(keeper.summary!.split('. ')[0]!);
    expect(answer.humanRoute).toBeUndefined();
  });

  it('finds today’s occupation by an old or everyday name, as the search does', async () => {
    const nurse = await ask('Was macht man als Krankenschwester?');
    expect(nurse.sources[0]).toMatchObject({
      entityType: 'occupation',
      title: 'Pflegefachmann/-frau',
    });
    expect(nurse.answer).toMatch(/^Pflegefachmann\/-frau \[1\] ist eine schulische Ausbildung/);
    const vet = await ask('Wie lange dauert die Ausbildung zur Tierarzthelferin?');
    expect(vet.sources).toEqual([
      expect.objectContaining({
        entityType: 'occupation',
        title: 'Tiermedizinische/-r Fachangestellte/-r',
      }),
    ]);
  });

  it('answers „Wie lange dauert …?“ with the regular duration', async () => {
    const answer = await ask('Wie lange dauert die Ausbildung zum Mechatroniker?');
    const mechatronics = await occupation('mechatroniker-in');
    expect(mechatronics.durationMonths).toBe(42);
    expect(answer.sources[0]).toMatchObject({
      entityType: 'occupation',
      entityId: 'mechatroniker-in',
    });
    expect(answer.answer).toContain('Mechatroniker/-in [1] ist eine duale Ausbildung');
    expect(answer.answer).toContain('dauert in der Regel 3,5 Jahre.');
    expect(answer.answer).toContain('lässt sich oft verkürzen');
  });

  it('answers training pay per month and training year, each figure with its source', async () => {
    const answer = await ask('Was verdient man in der Ausbildung zum Mechatroniker?');
    const { pay } = await occupation('mechatroniker-in');
    // The listing first, as its own source; then the occupation's pay per training year.
    expect(answer.sources[0]).toMatchObject({ entityType: 'job', title: 'Mechatroniker/in' });
    expect(answer.answer).toContain('Mechatroniker/in [1]: 1.100 € im Monat Ausbildungsvergütung');
    const ref = answer.sources.findIndex((source) => source.entityId === 'mechatroniker-in') + 1;
    expect(ref).toBeGreaterThan(1);
    const [first, second, third, fourth] = pay.statutoryMinimum!.monthlyByYear.map((amount) =>
      amount.toLocaleString('de-DE'),
    );
    expect(answer.answer).toContain(
      `gesetzliche Mindestvergütung nach § 17 BBiG (Ausbildungsbeginn 2026): ${first} € im 1., ${second} € im 2., ${third} € im 3. und ${fourth} € im 4. Ausbildungsjahr, jeweils im Monat.`,
    );
    expect(pay.listings).toMatchObject({ minMonthly: 1100, maxMonthly: 1100, count: 1 });
    expect(answer.answer).toContain(
      `Für Mechatroniker/-in [${ref}] gilt mindestens die gesetzliche Mindestvergütung`,
    );
    expect(answer.answer).toContain(
      `Die Ausbildungsangebote in Kompass zahlen dafür 1.100 € im Monat im 1. Jahr (aus 1 Angebot) [${ref}].`,
    );
  });

  it('gives only the statutory minimum where Kompass has no listing, and no figure without a source', async () => {
    const keeper = await ask('Was verdient man in der Ausbildung zur Tierpflegerin?');
    expect(keeper.sources).toEqual([expect.objectContaining({ entityId: 'tierpfleger-in' })]);
    expect(keeper.answer).toContain('724 € im 1., 854 € im 2. und 977 € im 3. Ausbildungsjahr');
    expect(keeper.answer).not.toContain('Angebote in Kompass zahlen');

    const therapist = await ask('Was verdient man in der Ausbildung zum Ergotherapeuten?');
    const [found] = await occupationsOf(therapist);
    expect(found).toMatchObject({ name: 'Ergotherapeut/-in', kind: 'schulisch' });
    expect(found!.pay).toEqual({ statutoryMinimum: null, listings: null });
    expect(therapist.answer).toContain('Einen Betrag mit Quelle kann ich dir nicht nennen.');
    expect(therapist.answer).not.toMatch(/\d+ €/);
  });

  it.each([
    ['Welche Berufe gibt es mit Tieren?', 'tiere', 'Tierpfleger/-in'],
    ['Welche Berufe gibt es draußen?', 'draussen', 'Gärtner/-in'],
    ['Welche Berufe gibt es mit Kindern?', 'kinder', 'Erzieher/-in'],
    ['Welche Berufe gibt es mit Computern?', 'computer', 'Fachinformatiker/-in'],
  ])('lists fitting occupations from the catalogue: %s', async (question, topic, expected) => {
    const answer = await ask(question);
    expect(answer.sources.length).toBeGreaterThanOrEqual(3);
    expect(answer.sources.every((source) => source.entityType === 'occupation')).toBe(true);
    expect(answer.sources.map((source) => source.title)).toContain(expected);
    const found = await occupationsOf(answer);
    for (const entry of found) expect(entry.topics).toContain(topic);
    // A range, not one area over and over.
    const perArea = new Map<string, number>();
    for (const entry of found) perArea.set(entry.area, (perArea.get(entry.area) ?? 0) + 1);
    expect(Math.max(...perArea.values())).toBeLessThanOrEqual(3);
    expect(answer.humanRoute).toEqual(expect.objectContaining({ url: humanRouteUrl }));
  });

  it('lists occupations by their words when no topic fits: „Berufe mit Holz?“', async () => {
    const answer = await ask('Berufe mit Holz?');
    expect(answer.sources.length).toBeGreaterThan(2);
    for (const source of answer.sources) {
      expect(source.entityType).toBe('occupation');
      expect(source.title).toMatch(/Holz/);
    }
  });

  it('does not take filler words for topics: „gern“ is no occupation', async () => {
    const answer = await ask('Welche Ausbildung passt, wenn ich gern mit Tieren arbeite?');
    expect(answer.answer).not.toContain('„gern“');
    expect(answer.answer).not.toContain('nichts gefunden');
    expect(answer.answer).toMatch(/^Berufe mit Tieren aus dem Berufe-Katalog von Kompass:/);
    expect(answer.sources.map((source) => source.title)).toContain('Tierpfleger/-in');
    for (const entry of await occupationsOf(answer)) expect(entry.topics).toContain('tiere');
    const likes = await ask('Ich arbeite gern mit Kindern');
    expect(likes.sources.map((source) => source.title)).toContain('Erzieher/-in');
  });

  it('answers a worry about applying from the application tips, with the human route', async () => {
    const answer = await ask('Ich habe Angst, keinen Platz zu finden');
    expect(answer.answer).toMatch(/^Das geht vielen so/);
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.sources.every((source) => source.entityType === 'tip')).toBe(true);
    expect(answer.sources.map((source) => source.title)).toEqual(
      expect.arrayContaining(['Früh anfangen', 'Absagen nicht persönlich nehmen']),
    );
    expect(answer.humanRoute).toEqual(expect.objectContaining({ url: humanRouteUrl }));
    const interview = await ask('Ich bin total nervös vor dem Vorstellungsgespräch');
    expect(interview.sources[0]).toMatchObject({ title: 'Vorstellungsgespräch üben' });
  });

  it('offers the human route as a link only where it helps', async () => {
    const facts = await ask('Was macht ein Bäcker?');
    expect(facts.humanRoute).toBeUndefined();
    expect(facts.answer).not.toMatch(/Berufsberatung|0800 4 5555 00/);
    const nothing = await ask('Was macht ein Drachenzähmer?');
    expect(nothing.answer).toMatch(/^Dazu habe ich in Kompass nichts gefunden\./);
    expect(nothing.humanRoute).toEqual({
      text: 'Lieber mit einem Menschen sprechen? Die Berufsberatung der Bundesagentur für Arbeit berät dich kostenlos und persönlich.',
      url: humanRouteUrl,
    });
    expect(nothing.answer).not.toContain('0800 4 5555 00');
  });
});
