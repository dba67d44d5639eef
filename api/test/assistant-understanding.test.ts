import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../src/resources/assistant/catalogue.ts';
import type { CatalogueData } from '../src/resources/assistant/records.ts';
import { AnswerFilter } from '../src/resources/assistant/answer-filter.ts';
import { understand } from '../src/resources/assistant/understand.ts';
import { holdsTopicWord, onlyAsLinkedPart } from '../src/resources/assistant/word-parts.ts';

/** Catalogue reads for the units below: no records, except what a test gives. */
function data(overrides: Partial<CatalogueData> = {}): CatalogueData {
  return {
    searchJobs: async () => [],
    searchCourses: async () => [],
    searchCompanies: async () => [],
    companiesOfJob: async () => [],
    providersOfCourse: async () => [],
    offersOfCompany: async () => ({ jobs: [], courses: [] }),
    jobsOfWorkType: async () => [],
    someCourses: async () => [],
    tips: async () => [],
    searchOccupations: async () => [],
    occupationsWithTopics: async () => [],
    occupationPay: async () => null,
    recommendations: async () => null,
    jobNames: async () => [],
    ...overrides,
  };
}

describe('understand', () => {
  it.each([
    ['Welche Ausbildung passt zu mir?', 'fit', ''],
    ['Was verdient man als Mechatroniker/in?', 'pay', 'mechatroniker'],
    ['Wo kann ich Informatik studieren?', 'where', 'informatik'],
    ['Welche Universität bietet Medizin an?', 'where', 'universitaet medizin'],
    ['Was macht ein Bäcker?', 'about', 'baecker'],
    ['Was ist ein duales Studium?', 'dual', ''],
    ['Ausbildung oder Studium?', 'paths', ''],
    ['Wie schreibe ich eine Bewerbung?', 'applicationTips', ''],
    ['Hast du Lerntipps für Prüfungen?', 'learningTips', ''],
    ['Welche Ausbildung passt, wenn ich gern mit Tieren arbeite?', 'occupations', 'tieren'],
    ['Welche Berufe gibt es draußen?', 'occupations', 'draussen'],
    ['Berufe mit Holz?', 'occupations', 'holz'],
    ['Ich mag Kinder', 'occupations', 'kinder'],
    ['Wie lange dauert die Ausbildung zum Tierpfleger?', 'duration', 'tierpfleger'],
    ['Ich habe Angst, keinen Platz zu finden', 'worry', 'angst keinen platz'],
  ])('reads „%s“ as %s about „%s“', (question, intent, topic) => {
    expect(understand(question)).toMatchObject({ intent, topic, safety: null });
  });

  it('splits a comparison into its two sides', () => {
    expect(understand('Mechatroniker oder Elektroniker?')).toMatchObject({
      intent: 'compare',
      sides: ['mechatroniker', 'elektroniker'],
    });
  });

  it('reads „… und welche Betriebe bilden aus?“ as one question going on', () => {
    expect(
      understand('Was macht man als Mechatroniker und welche Betriebe bilden aus?'),
    ).toMatchObject({ intent: 'where', topic: 'mechatroniker', sides: null, alsoAsksWhat: true });
    expect(understand('Mechatroniker und Elektroniker?')).toMatchObject({ intent: 'compare' });
  });

  it('reads gender words as no topic, and job titles with them as jobs', () => {
    expect(understand('Was verdient eine Kauffrau?')).toMatchObject({
      topic: 'kauffrau',
      mentionsGender: false,
    });
    expect(understand('Berufe für Mädchen')).toMatchObject({ topic: '', mentionsGender: true });
  });
});

describe('word parts', () => {
  it.each([
    ['Lebensmitteltechnologie', 'leben', false],
    ['Lebensmitteltechnologie', 'lebensmittel', true],
    ['Wirtschaftsinformatik (B.Sc.)', 'informatik', true],
    ['Pflegefachmann/-frau', 'pflege', true],
    ['Bäckerin', 'baecker', true],
    ['Mechatronicker', 'mechatroniker', true],
    ['Arbeitsmarkt', 'arbeit', false],
  ])('„%s“ holds „%s“: %s', (text, word, holds) => {
    expect(holdsTopicWord(text, [word])).toBe(holds);
  });

  it('takes an entry with the topic only as a linked part for not even close', () => {
    expect(onlyAsLinkedPart('Lebensmitteltechnologe', ['leben'])).toBe(true);
    expect(onlyAsLinkedPart('Leben retten als Notfallsanitäter', ['leben'])).toBe(false);
  });
});

describe('what fits me', () => {
  it('names the recommendations with their reasons, says it is automatic, offers the human route', async () => {
    const draft = await catalogueAnswer(
      understand('Welche Ausbildung passt zu mir?'),
      [],
      data({
        recommendations: async () => [
          { entityType: 'job', entityId: 'j1', name: 'Tischler/in', reasons: ['praktisch'] },
          { entityType: 'course', entityId: 'c1', name: 'Architektur (B.A.)', reasons: [] },
        ],
      }),
    );
    expect(draft.text).toContain('Tischler/in [1] (praktisch)');
    expect(draft.text).toContain('Architektur (B.A.) [2]');
    expect(draft.text).toContain('nicht aus Name, Alter oder Geschlecht');
    // The human route is offered as a link beside a choice, not written into the answer.
    expect(draft.humanRoute).toBe(true);
    expect(draft.text).not.toContain('0800 4 5555 00');
    expect(draft.records.map((record) => record.source)).toEqual([
      { entityType: 'job', entityId: 'j1', title: 'Tischler/in' },
      { entityType: 'course', entityId: 'c1', title: 'Architektur (B.A.)' },
    ]);
  });
});

describe('AnswerFilter', () => {
  const records = ['A', 'B', 'C'].map((name, index) => ({
    source: { entityType: 'company' as const, entityId: String(index), title: name },
    fields: { name, website: index === 1 ? 'https://www.b-werk.example/karriere' : '' },
  }));
  const vocabulary = { occupations: new Set<string>(), places: new Map<string, number>() };

  it('renumbers cited records in order, drops other citations and sentences with foreign links', () => {
    const filter = new AnswerFilter(records, vocabulary);
    const shown = [
      filter.push('Erst C [3'),
      filter.push('], dann A [1] und [12] sowie [C]. '),
      filter.push('Siehe https://b-werk.example/jobs [2]. Oder https://boese.example/x [2]. Und '),
      filter.push('www.arbeitsagentur.de/bildung/berufsberatung. Wieder C [3].'),
      filter.flush(),
    ].join('');
    expect(shown).toBe(
      'Erst C [1], dann A [2] und sowie. Siehe https://b-werk.example/jobs [3]. Und www.arbeitsagentur.de/bildung/berufsberatung. Wieder C [1].',
    );
    expect(filter.sources().map((source) => source.title)).toEqual(['C', 'A', 'B']);
    expect(filter.dropped.map((dropped) => dropped.reason)).toEqual(['link']);
  });
});
