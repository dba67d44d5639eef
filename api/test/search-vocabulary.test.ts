import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { jobSearch } from '../src/resources/search/targets.ts';
import { prepareSearch } from '../src/resources/search/text.ts';
import { lookUpInDatabase, WordList } from '../src/resources/search/vocabulary.ts';
import { build, databases, signUp } from './helper.ts';

/** Typing mistakes of every kind the engine forgives, made to a word. */
function misspellings(word: string): string[] {
  const swapped = word.length > 3 ? word[0]! + word[2]! + word[1]! + word.slice(3) : word;
  return [
    word,
    word.slice(0, 3),
    word.slice(0, Math.max(3, word.length - 2)),
    word.slice(0, -1),
    `${word}x`,
    swapped,
    word.replace(/[aeiou]/, 'y'),
    word.replace(/[aeiou]/g, 'y').slice(0, 9),
  ];
}

describe('word list', () => {
  const words = new WordList(['baecker', 'baeckerei', 'becker', 'kaufmann', 'koch', 'kochen']);

  it('finds the word, the words it starts and the words within its typo budget', () => {
    expect(words.candidates(prepareSearch('Bäcker')!.words[0]!)).toEqual({
      exact: ['baecker'],
      prefix: ['baeckerei'],
      part: [],
      typo1: ['becker'],
      typo2: [],
    });
    expect(words.candidates(prepareSearch('Kauffrau')!.words[0]!)).toMatchObject({
      exact: ['kaufmann'],
    });
    expect(words.candidates(prepareSearch('koc')!.words[0]!)).toMatchObject({
      prefix: ['koch', 'kochen'],
    });
    expect(words.candidates(prepareSearch('kohc')!.words[0]!)).toEqual({
      exact: [],
      prefix: [],
      part: [],
      typo1: [],
      typo2: [],
    });
  });

  it('grades a word once and hands out the same lists, which nobody can change', () => {
    const first = words.candidates(prepareSearch('Baecker')!.words[0]!);
    expect(words.candidates(prepareSearch('bäcker')!.words[0]!)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.exact)).toBe(true);
    // Another rule for the same letters is another lookup: a prefix of three letters.
    expect(words.candidates(prepareSearch('bae')!.words[0]!)).not.toBe(
      words.candidates(prepareSearch('baeckerei')!.words[0]!),
    );
  });
});

describe.each(databases)('search vocabulary on %s', (kind) => {
  let app: App;
  let token: string;

  beforeAll(async () => {
    // Caches on, as in production: the vocabulary is answered from memory.
    app = await build(kind, { env: { SEED: 'demo', CACHE_TTL_S: '60' } });
    token = (await signUp(app)).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const names = async (q: string) => {
    const response = await app.inject({
      url: `/api/jobs?search=${encodeURIComponent(q)}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ content: { name: string }[] }>().content.map((job) => job.name);
  };

  it('grades every word of the demo data in memory as the database lookup does', async () => {
    const { rows } = await app.db.query<{ word: string }>(
      "SELECT word FROM search_vocabulary WHERE kind = 'job' ORDER BY word",
    );
    const memory = new WordList(rows.map((row) => row.word));
    const queries = rows
      .filter((row) => row.word.length >= 4)
      .flatMap((row) => misspellings(row.word))
      .map((text) => prepareSearch(text))
      .filter((search) => search !== null);
    expect(queries.length).toBeGreaterThan(500);
    for (const search of queries) {
      const fromDatabase = await lookUpInDatabase(app.db, jobSearch, search);
      const sorted = fromDatabase.map((graded) =>
        Object.fromEntries(Object.entries(graded).map(([grade, list]) => [grade, list.toSorted()])),
      );
      expect(
        search.words.map((query) => memory.candidates(query)),
        search.text,
      ).toEqual(sorted);
    }
  });

  it('finds words written after the vocabulary was loaded', async () => {
    // Loads the job vocabulary into memory.
    expect(await names('Bäcker')).toContain('Bäcker/in');
    await app.db.exec("INSERT INTO job (name, location) VALUES ('Zwirbler/in', 'Kassel')");
    // A word nothing in memory matches goes to the database at once.
    expect(await names('Zwirbler')).toEqual(['Zwirbler/in']);
    await app.db.exec(`
      INSERT INTO company (name) VALUES ('Zwirblerei Sonne');
      WITH seller AS (
        INSERT INTO job (name, location) VALUES ('Verkäufer/in', 'Kassel') RETURNING id
      )
      INSERT INTO company_jobs (company_id, job_id)
        SELECT c.id, s.id FROM seller s, company c WHERE c.name = 'Zwirblerei Sonne';`);
    // A further candidate ('zwirblerei' for 'zwirbler') arrives with the NOTIFY.
    await expect
      .poll(() => names('Zwirbler'), { timeout: 5_000 })
      .toEqual(['Zwirbler/in', 'Verkäufer/in']);
  });
});
