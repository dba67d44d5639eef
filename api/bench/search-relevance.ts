/**
 * The relevance query set of the search (issue 14): generated from the demo data, one group of
 * queries per matching rule, each naming the entry it means. Used by the API test
 * (test/search-relevance.test.ts, which needs every query to find its entry in the first five)
 * and by `npm run bench -w api`, which prints recall@5 per rule.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { demoCompanies } from '../src/seed/texts/companies.ts';
import { demoCourses } from '../src/seed/texts/courses.ts';
import { demoJobs } from '../src/seed/texts/jobs.ts';
import { demoUsers } from '../src/seed/texts/users.ts';

export type SearchKind = 'job' | 'company' | 'course' | 'user';

export const rules = [
  'Groß-/Kleinschreibung',
  'Umlaute als ae/oe/ue/ss',
  'Satzzeichen (/in, (B.A.), -)',
  'Präfix ab 3 Zeichen',
  '1 Tippfehler (ab 5 Zeichen)',
  '2 Tippfehler (ab 9 Zeichen)',
  'Wortreihenfolge',
  'Mehrere Felder',
  'Beispiele aus Issue 14',
  'Weibliche Formen (-in, -frau)',
  'Synonyme',
  'Wortteile (Komposita)',
  'Kleine Wörter (in, bei, als, für, mit)',
] as const;
export type Rule = (typeof rules)[number];

export interface RelevanceQuery {
  rule: Rule;
  kind: SearchKind;
  query: string;
  /** The entry meant: its name (jobs, companies, courses) or username (people). */
  expected: string;
}

interface Entry {
  kind: SearchKind;
  /** What the search answers for it: name or username. */
  key: string;
  name: string;
  /** A second field a searcher may add (location, branch, company, username). */
  other: string | null;
}

const umlauts: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};

/** Words of a name as a person would type them: letters and digits only. */
function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/** The longest word of a name: what someone who means it most likely types. */
function longestWord(name: string): string {
  return wordsOf(name).reduce((best, word) => (word.length > best.length ? word : best), '');
}

/** A letter near `letter` that differs from it (a neighbouring key, roughly). */
function otherLetter(letter: string): string {
  const lower = letter.toLowerCase();
  return lower === 'z' ? 'y' : String.fromCharCode(lower.charCodeAt(0) + 1);
}

/** One typo of each kind, in the middle of the word (the first letter stays). */
function oneTypo(word: string): string[] {
  const middle = Math.floor(word.length / 2);
  return [
    word.slice(0, middle) + otherLetter(word[middle]!) + word.slice(middle + 1),
    word.slice(0, middle) + word.slice(middle + 1),
    word.slice(0, middle) + word[middle]! + word.slice(middle),
    word.slice(0, middle - 1) + word[middle]! + word[middle - 1]! + word.slice(middle + 1),
  ];
}

/** Two typos: two swapped neighbours early, a missing letter late; or two substitutions. */
function twoTypos(word: string): string[] {
  const early = Math.floor(word.length / 3);
  const late = Math.floor((2 * word.length) / 3) + 1;
  const swapped = word.slice(0, early) + word[early + 1]! + word[early]! + word.slice(early + 2);
  const substituted =
    word.slice(0, early) +
    otherLetter(word[early]!) +
    word.slice(early + 1, late) +
    otherLetter(word[late]!) +
    word.slice(late + 1);
  return [swapped.slice(0, late) + swapped.slice(late + 1), substituted];
}

function entries(): Entry[] {
  const companiesOf = (list: 'jobs' | 'courses', name: string) =>
    demoCompanies.filter((company) => company[list].includes(name)).map((company) => company.name);
  return [
    ...demoJobs.map((job) => ({
      kind: 'job' as const,
      key: job.name,
      name: job.name,
      other: job.location,
    })),
    ...demoCompanies.map((company) => ({
      kind: 'company' as const,
      key: company.name,
      name: company.name,
      other: wordsOf(company.branch)[0] ?? null,
    })),
    ...demoCourses.map((course) => ({
      kind: 'course' as const,
      key: course.name,
      name: course.name,
      other: companiesOf('courses', course.name)[0] ?? null,
    })),
    ...demoUsers.map((user) => ({
      kind: 'user' as const,
      key: user.username,
      name: user.name,
      other: user.username,
    })),
  ];
}

/** The generated query set: several hundred queries over every rule and kind. */
export function relevanceQueries(): RelevanceQuery[] {
  const queries: RelevanceQuery[] = [];
  for (const entry of entries()) {
    const add = (rule: Rule, query: string) =>
      queries.push({ rule, kind: entry.kind, query, expected: entry.key });
    const { name } = entry;
    const longest = longestWord(name);

    add('Groß-/Kleinschreibung', name.toLowerCase());
    add('Groß-/Kleinschreibung', name.toUpperCase());
    if (/[äöüÄÖÜß]/.test(name)) {
      add(
        'Umlaute als ae/oe/ue/ss',
        name.replace(/[äöüÄÖÜß]/g, (letter) => umlauts[letter]!),
      );
    }
    if (/[^\p{L}\p{N} ]/u.test(name)) {
      add('Satzzeichen (/in, (B.A.), -)', name);
      add('Satzzeichen (/in, (B.A.), -)', wordsOf(name).join(' '));
    }
    if (longest.length >= 5) {
      add('Präfix ab 3 Zeichen', longest.slice(0, Math.max(3, Math.ceil(longest.length / 2))));
      for (const typo of oneTypo(longest)) add('1 Tippfehler (ab 5 Zeichen)', typo);
    }
    if (longest.length >= 9) {
      for (const typo of twoTypos(longest)) add('2 Tippfehler (ab 9 Zeichen)', typo);
    }
    const words = wordsOf(name).filter((word) => word.length >= 2);
    if (words.length >= 2) add('Wortreihenfolge', [...words].reverse().join(' '));
    if (entry.other) add('Mehrere Felder', `${longest} ${wordsOf(entry.other)[0] ?? ''}`);
    // As people type it: „Ausbildung als Koch in Hamburg“, „Informatik bei Siemens“.
    if (entry.kind === 'job') {
      add('Kleine Wörter (in, bei, als, für, mit)', `als ${longest} in ${entry.other}`);
    }
    if (entry.kind === 'course' && entry.other) {
      add('Kleine Wörter (in, bei, als, für, mit)', `${longest} bei ${entry.other}`);
    }
    // „Bäcker/in“ → „Bäckerin“, „Kaufmann/-frau im Einzelhandel“ → „Kauffrau im Einzelhandel“.
    if (entry.kind === 'job' && /\p{L}\/in\b/u.test(name)) {
      add('Weibliche Formen (-in, -frau)', name.replace(/(\p{L})\/in\b/u, '$1in'));
    }
    if (entry.kind === 'job' && /mann\/-frau/.test(name)) {
      add('Weibliche Formen (-in, -frau)', name.replace(/mann\/-frau/, 'frau'));
    }
  }
  // The synonym table (api/src/resources/search/synonyms.ts) and parts of compounds.
  const curated = (rule: Rule, kind: SearchKind, query: string, expected: string[]) => {
    for (const entry of expected) queries.push({ rule, kind, query, expected: entry });
  };
  const fachinformatiker = [
    'Fachinformatiker/in für Anwendungsentwicklung',
    'Fachinformatiker/in für Systemintegration',
  ];
  curated('Synonyme', 'job', 'IT', fachinformatiker);
  curated('Synonyme', 'job', 'EDV', fachinformatiker);
  curated('Synonyme', 'course', 'IT', ['Informatik (B.Sc.)']);
  curated('Synonyme', 'job', 'Azubi Mechatroniker', ['Mechatroniker/in']);
  curated('Synonyme', 'job', 'Auszubildende Bäcker', ['Bäcker/in']);
  curated('Synonyme', 'job', 'Auto Mechatroniker', ['Kfz-Mechatroniker/in']);
  curated('Synonyme', 'course', 'BWL', ['Betriebswirtschaftslehre (B.A.)']);
  curated('Synonyme', 'course', 'Betriebswirtschaft', ['Betriebswirtschaftslehre (B.A.)']);
  curated('Synonyme', 'job', 'Lkw', ['Berufskraftfahrer/in']);
  // Old and everyday names of occupations (issue 43).
  curated('Synonyme', 'job', 'Krankenschwester', ['Pflegefachmann/-frau']);
  curated('Synonyme', 'job', 'Krankenpfleger', ['Pflegefachmann/-frau']);
  curated('Synonyme', 'job', 'Altenpflege', ['Pflegefachmann/-frau']);
  curated('Synonyme', 'job', 'Altenpflegerin', ['Pflegefachmann/-frau']);
  curated('Synonyme', 'job', 'Arzthelferin', ['Medizinische/r Fachangestellte/r']);
  curated('Synonyme', 'job', 'Zahnarzthelferin', ['Zahnmedizinische/r Fachangestellte/r']);
  curated('Synonyme', 'job', 'Kindergärtnerin', ['Erzieher/in', 'Erzieher/in in der Kita']);
  curated('Synonyme', 'job', 'Bürokauffrau', ['Kaufmann/-frau für Büromanagement']);
  curated('Synonyme', 'job', 'Bürokaufmann', ['Kaufmann/-frau für Büromanagement']);
  curated('Wortteile (Komposita)', 'job', 'Informatik', fachinformatiker);
  curated('Wortteile (Komposita)', 'job', 'Informatiker', fachinformatiker);
  curated('Wortteile (Komposita)', 'course', 'Informatik', [
    'Wirtschaftsinformatik (B.Sc.)',
    'Medieninformatik (B.Sc.)',
  ]);
  curated('Wortteile (Komposita)', 'job', 'Fachmann Hotel', ['Hotelfachmann/-frau']);
  curated('Wortteile (Komposita)', 'course', 'Ingenieurwesen Bau', ['Bauingenieurwesen (B.Eng.)']);
  curated('Wortteile (Komposita)', 'job', 'Kaufmann Bank', ['Bankkaufmann/-frau']);
  const example = (query: string, expected: string) =>
    queries.push({ rule: 'Beispiele aus Issue 14', kind: 'job', query, expected });
  example('tischler/in', 'Tischler/in');
  example('tisc', 'Tischler/in');
  example('Arrhitekt', 'Architekt/in (M.A.)');
  example('Bäcuer', 'Bäcker/in');
  example('Bankkuafmann', 'Bankkaufmann/-frau');
  example('Baiungenieur', 'Bauingenieur/in');
  example('Mechatrnoiker', 'Mechatroniker/in');
  // „Studium“ with a typo: every dual study job of the demo data (four) in the first five.
  for (const query of ['Studum', 'Studmium']) {
    for (const job of demoJobs.filter((candidate) => candidate.name.includes('Studium'))) {
      example(query, job.name);
    }
  }
  return queries;
}

/** Answers the first results of a search (names, or usernames for people). */
export type Searcher = (kind: SearchKind, query: string) => Promise<string[]>;

/** Searches through the API as the logged-in person `token` would; a non-200 answer throws. */
export function apiSearcher(app: App, token: string): Searcher {
  const get = async <T>(url: string) => {
    const response = await app.inject({ url, headers: { authorization: token } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return response.json<T>();
  };
  return async (kind, query) => {
    const q = encodeURIComponent(query);
    switch (kind) {
      case 'job':
      case 'company': {
        const list = kind === 'job' ? 'jobs' : 'companies';
        const page = await get<{ content: { name: string }[] }>(`/api/${list}?search=${q}&size=5`);
        return page.content.map((item) => item.name);
      }
      case 'course': {
        const courses = await get<{ course: { name: string } }[]>(`/api/courses?search=${q}`);
        return courses.map((item) => item.course.name);
      }
      case 'user': {
        const users = await get<{ username: string }[]>(`/api/userdiscovery?name=${q}`);
        return users.map((user) => user.username);
      }
    }
  };
}

/**
 * For the benchmark: the query set against the demo data in an embedded database in memory
 * (the same engine as on PostgreSQL; the API tests run it on both).
 */
export async function relevanceOfDemoData(): Promise<RelevanceResult> {
  const filesDir = path.join(os.tmpdir(), `kompass-relevance-${randomBytes(6).toString('hex')}`);
  const config = {
    // Several hundred searches in a row: above the per-client rate limit of the product.
    ...loadConfig({ SEED: 'demo', RATE_LIMIT_GENERAL_MAX: '100000' }),
    databaseUrl: null,
    pgliteDir: null,
    filesDir,
  };
  const app = buildApp({ config, logger: false });
  try {
    await app.ready();
    const person = { username: 'relevanz', password: 'relevanz-passwort', name: 'Relevanz Test' };
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...person, email: 'relevanz@example.org' },
    });
    if (register.statusCode !== 201) throw new Error(`Registrierung: ${register.statusCode}`);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: person });
    const { token } = login.json<{ token: string }>();
    return await measureRelevance(apiSearcher(app, token));
  } finally {
    await app.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}

export interface RelevanceResult {
  /** Per rule: queries and how many found their entry in the first five. */
  byRule: Map<Rule, { queries: number; found: number }>;
  /** The queries that missed, for a readable failure. */
  misses: (RelevanceQuery & { got: string[] })[];
}

/** Runs every query (each distinct query and entry once). */
export async function measureRelevance(search: Searcher): Promise<RelevanceResult> {
  const byRule = new Map<Rule, { queries: number; found: number }>(
    rules.map((rule) => [rule, { queries: 0, found: 0 }]),
  );
  const misses: RelevanceResult['misses'] = [];
  const seen = new Set<string>();
  for (const query of relevanceQueries()) {
    const key = `${query.kind} ${query.query} ${query.expected}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const got = (await search(query.kind, query.query)).slice(0, 5);
    const found = got.includes(query.expected);
    const counts = byRule.get(query.rule)!;
    counts.queries += 1;
    if (found) counts.found += 1;
    else misses.push({ ...query, got });
  }
  return { byRule, misses };
}

/** recall@5 per rule as a table. */
export function printRelevance({ byRule, misses }: RelevanceResult): void {
  console.log('\nTrefferquote der Suche (recall@5, Demodaten):');
  let queries = 0;
  let found = 0;
  for (const [rule, counts] of byRule) {
    queries += counts.queries;
    found += counts.found;
    const recall = counts.queries === 0 ? 1 : counts.found / counts.queries;
    console.log(
      `  ${rule.padEnd(30)} ${String(counts.found).padStart(4)} / ${String(counts.queries).padEnd(4)} ${(recall * 100).toFixed(1).padStart(6)} %`,
    );
  }
  console.log(`  ${'Alle'.padEnd(30)} ${String(found).padStart(4)} / ${String(queries).padEnd(4)}`);
  for (const miss of misses) {
    console.log(
      `  verfehlt: ${miss.kind} „${miss.query}“ → ${miss.expected} (${miss.got.join(', ')})`,
    );
  }
}

interface SearchCase {
  label?: string;
  p95: number;
  requestsPerSecond: number;
  failures?: string | number | null | undefined;
}

/**
 * The search's speed targets (issues 14 and 27) for one search case of the benchmark; with the
 * bare list of the same run, also its throughput against the list's.
 */
export function printSearchTargets(search: SearchCase, bare?: SearchCase): void {
  const verdict = (met: boolean) =>
    search.failures ? 'ungültig (fehlerhafte Antworten)' : met ? 'erreicht' : 'nicht erreicht';
  console.log(`Ziele (10 Verbindungen)${search.label ? `: ${search.label}` : ''}`);
  console.log(`  p95 < 50 ms: ${search.p95.toFixed(1)} ms – ${verdict(search.p95 < 50)}`);
  console.log(
    `  ≥ 300 Anfr./s: ${search.requestsPerSecond.toFixed(0)} – ${verdict(search.requestsPerSecond >= 300)}`,
  );
  if (bare) {
    const ratio = search.requestsPerSecond / bare.requestsPerSecond;
    console.log(
      `  ≥ 0,4 × GET /api/jobs ohne Suche (${bare.requestsPerSecond.toFixed(0)} Anfr./s): ${ratio.toFixed(2)}× – ${verdict(ratio >= 0.4)}`,
    );
  }
}
