import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSearcher,
  measureRelevance,
  relevanceQueries,
  rules,
  type Searcher,
} from '../bench/search-relevance.ts';
import type { App } from '../src/app.ts';
import { build, databases, signUp } from './helper.ts';

describe('relevance query set', () => {
  it('covers every rule and kind with several hundred queries', () => {
    const queries = relevanceQueries();
    expect(queries.length).toBeGreaterThan(300);
    for (const rule of rules)
      expect(
        queries.some((query) => query.rule === rule),
        rule,
      ).toBe(true);
    for (const kind of ['job', 'company', 'course', 'user']) {
      expect(
        queries.some((query) => query.kind === kind),
        kind,
      ).toBe(true);
    }
  });
});

describe.each(databases)('search relevance on the demo data on %s', (kind) => {
  let app: App;
  let search: Searcher;

  beforeAll(async () => {
    // Caches on, as in production (the vocabulary answered from memory).
    app = await build(kind, { env: { SEED: 'demo', CACHE_TTL_S: '60' } });
    const { token } = await signUp(app);
    search = apiSearcher(app, token);
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the intended entry in the first five for every generated query', async () => {
    const { byRule, misses } = await measureRelevance(search);
    expect(misses).toEqual([]);
    for (const [rule, counts] of byRule) expect(counts.queries, rule).toBeGreaterThan(0);
    // Several hundred requests one after another; not a speed test, a long one.
  }, 300_000);

  it('finds the examples of issue 14 first', async () => {
    const first = async (query: string) => (await search('job', query))[0];
    expect(await first('tischler/in')).toBe('Tischler/in');
    expect(await first('tisc')).toBe('Tischler/in');
    expect(await first('Arrhitekt')).toBe('Architekt/in (M.A.)');
    expect(await first('Bäcuer')).toBe('Bäcker/in');
    expect(await first('Bankkuafmann')).toBe('Bankkaufmann/-frau');
    expect(await first('Baiungenieur')).toBe('Bauingenieur/in');
    expect(await first('Mechatrnoiker')).toBe('Mechatroniker/in');
    expect(await first('Studum')).toContain('Studium');
    expect(await first('Studmium')).toContain('Studium');
  });

  it('needs every word to match: „Pflege“ does not find the Friseur/in', async () => {
    const found = await search('job', 'Pflege');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => name.startsWith('Pflege'))).toBe(true);
    expect(found).not.toContain('Friseur/in');
    expect(await search('job', 'Friseur Hamburg')).toEqual([]);
    expect(await search('job', 'Friseur Augsburg')).toEqual(['Friseur/in']);
  });

  it('ranks exact words before prefixes and typos, and the name before other fields', async () => {
    // „Bauingenieur“ exactly: the job; the course „Bauingenieurwesen“ is only a prefix match.
    expect((await search('course', 'Bauingenieur'))[0]).toBe('Bauingenieurwesen (B.Eng.)');
    expect((await search('job', 'Bauingenieur'))[0]).toBe('Bauingenieur/in');
    // A name that equals the query comes first.
    expect((await search('job', 'Mechatroniker/in'))[0]).toBe('Mechatroniker/in');
  });
});
