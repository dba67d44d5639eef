/**
 * `npm run bench -w api` (after run.ts): 'Für dich' on the scale data (issue 23). Not a test: it
 * prints the figures beside their targets.
 *
 *   (1) 600 synthetic personas (each pure type, each two-letter mix, random answer sets, 'skip
 *       everything'), ranked in process with the API's own profile and ranking functions on the
 *       catalogue the endpoint reads: the share of top-5 items whose code starts with one of the
 *       persona's two strongest dimensions (ties included; the persona without answers has none
 *       and is left out), and catalogue coverage: the share of the catalogue's professions (a
 *       course, or a job title without its additions such as '(m/w/d)') in some persona's top 10.
 *   (2) 200 pairs of users who differ only in name (gender- and origin-coded first names),
 *       username and e-mail, registered through HTTP with the same answers: their
 *       GET /api/recommendations answers must be identical.
 *   (3) GET /api/recommendations at 10 connections, rotating over 20 of those users: p95.
 *
 * The demo questionnaire is inserted into the bench database when it has none.
 * Environment: DATABASE_URL (required), BENCH_DURATION_S (default 10).
 */
import { stopBenchServer } from '../../scripts/bench-server.ts';
import { openDatabase } from '../src/db/database.ts';
import { deriveProfile, dimensionLetters, type Dimension } from '../src/interests/profile.ts';
import { recommend } from '../src/interests/ranking.ts';
import { loadCatalogue } from '../src/resources/recommendations/recommendations-repository.ts';
import { onboardingQuestions, onboardingSeeder } from '../src/seed/onboarding.ts';
import { dualPrograms, graduateTitles, trainingTitles } from '../src/seed/texts/scale.ts';
import { seedScale } from '../scripts/seed-scale.ts';
import { loadAutocannon } from './lib/autocannon.ts';
import { processCpuMs, processesCpuMs } from './lib/cpu-time.ts';
import { startScaleServer } from './lib/scale-server.ts';

const duration = Number(process.env.BENCH_DURATION_S ?? 10) || 10;
const PERSONAS = 600;
const PAIRS = 200;

const questions = onboardingQuestions.map((question) => ({
  answers: question.answers,
  answerDimensions: question.answerDimensions,
  settingsKey: question.settings_key,
}));

/** A small seeded generator (mulberry32): the same personas on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Answers = Map<string, string | null>;

/** Per question the answer that speaks for `letters[i % n]` (first letter first), or skipped. */
function answersFor(letters: string): Answers {
  const answers: Answers = new Map();
  questions.forEach((question, index) => {
    const wanted = letters[index % letters.length]!;
    const found = question.answerDimensions.findIndex((dims) => dims[0] === wanted);
    answers.set(question.settingsKey, found >= 0 ? String(found) : null);
  });
  return answers;
}

function randomAnswers(next: () => number): Answers {
  const answers: Answers = new Map();
  for (const question of questions) {
    const skip = next() < 0.1;
    answers.set(
      question.settingsKey,
      skip ? null : String(Math.floor(next() * question.answers.length)),
    );
  }
  return answers;
}

function personas(): Answers[] {
  const list: Answers[] = dimensionLetters.map((letter) => answersFor(letter));
  for (const first of dimensionLetters) {
    for (const second of dimensionLetters)
      if (first !== second) list.push(answersFor(first + second));
  }
  list.push(new Map(questions.map((question) => [question.settingsKey, null])));
  const next = random(23);
  while (list.length < PERSONAS) list.push(randomAnswers(next));
  return list;
}

/** The profession a job's name stands for: the longest seed title inside it. */
const titles = [...trainingTitles, ...graduateTitles, ...dualPrograms].sort(
  (a, b) => b.length - a.length,
);
const professionOf = (name: string) => titles.find((title) => name.includes(title)) ?? name;

const format = (value: number, digits = 1) =>
  value.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (met: boolean) => (met ? 'erreicht' : 'nicht erreicht');

async function quality(databaseUrl: string) {
  const db = await openDatabase({ url: databaseUrl });
  try {
    // The personas answer the demo questionnaire; the bench database gets it once.
    if (await onboardingSeeder.isEmpty(db)) {
      for (const question of onboardingQuestions) {
        await db.query(
          `INSERT INTO onboarding_questions (question, answers, answer_dimensions, settings_key)
           VALUES ($1, $2, $3, $4)`,
          [question.question, question.answers, question.answerDimensions, question.settings_key],
        );
      }
    }
    // Everything a user with a degree may be suggested: the whole catalogue.
    const catalogue = (await loadCatalogue(db))('studium');
    const names = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM job UNION ALL SELECT id, name FROM course',
    );
    const professionById = new Map(names.rows.map((row) => [row.id, professionOf(row.name)]));
    const allProfessions = new Set(professionById.values());

    let fitting = 0;
    let ranked = 0;
    const covered = new Set<string>();
    for (const answers of personas()) {
      const input = deriveProfile(questions, answers, null);
      const picks = recommend(catalogue, input, 10);
      for (const pick of picks) covered.add(professionById.get(pick.entry.id)!);
      if (input.profile.code === '') continue;
      const values = input.profile.dimensions;
      const second = dimensionLetters.map((letter) => values[letter]).sort((a, b) => b - a)[1]!;
      const strongest = new Set(
        dimensionLetters.filter((letter) => values[letter] > 0 && values[letter] >= second),
      );
      for (const pick of picks.slice(0, 5)) {
        ranked += 1;
        if (strongest.has(pick.entry.code[0] as Dimension)) fitting += 1;
      }
    }
    return {
      share: fitting / ranked,
      coverage: covered.size / allProfessions.size,
      covered: covered.size,
      professions: allProfessions.size,
      items: catalogue.size,
    };
  } finally {
    await db.close();
  }
}

const firstNames = [
  ['Anna', 'Mehmet'],
  ['Lukas', 'Ayşe'],
  ['Sophie', 'Kwame'],
  ['Jonas', 'Fatma'],
  ['Marie', 'Dragan'],
  ['Paul', 'Leila'],
  ['Emma', 'Olena'],
  ['Ben', 'Mohammed'],
  ['Lea', 'Giuseppe'],
  ['Finn', 'Nguyen'],
] as const;

async function call<T>(base: string, pathName: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${pathName}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${pathName}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function newUser(base: string, name: string, tag: string, answers: Answers) {
  const username = `reco_${tag}`;
  const password = 'bench-passwort-123';
  await call(base, '/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ username, password, name, email: `${username}@example.org` }),
  });
  const { token } = await call<{ token: string }>(base, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  for (const [key, value] of answers) {
    await call(base, '/api/settings', {
      method: 'POST',
      headers: { authorization: token },
      body: JSON.stringify({ key, value }),
    });
  }
  return token;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    console.log('Empfehlungs-Benchmark übersprungen (skipped): DATABASE_URL ist nicht gesetzt.');
    return;
  }
  await seedScale(databaseUrl);
  console.log('\n„Für dich“ auf den Skalierungsdaten (Issue 23)');
  const measured = await quality(databaseUrl);

  const { server: api, release } = await startScaleServer(databaseUrl);
  try {
    const { base } = api;
    const next = random(42);
    const run = Date.now().toString(36);
    let identical = 0;
    const tokens: string[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const answers = randomAnswers(next);
      const [first, second] = firstNames[pair % firstNames.length]!;
      const one = await newUser(base, `${first} Schmidt`, `${run}_${pair}_a`, answers);
      const other = await newUser(base, `${second} Yılmaz`, `${run}_${pair}_b`, answers);
      const [a, b] = await Promise.all(
        [one, other].map((token) =>
          call<unknown>(base, '/api/recommendations', { headers: { authorization: token } }),
        ),
      );
      if (JSON.stringify(a) === JSON.stringify(b)) identical += 1;
      if (tokens.length < 20) tokens.push(one);
    }

    const autocannon = loadAutocannon();
    let turn = 0;
    const options = { connections: 10 };
    /** p95 of `route` under load, after a warm-up. */
    const measure = async (route: string) => {
      const routed = {
        ...options,
        url: `${base}${route}`,
        requests: [
          {
            method: 'GET',
            setupRequest: (request: object) => ({
              ...request,
              path: route,
              headers: {
                authorization: tokens[turn++ % tokens.length]!,
                'accept-encoding': 'br, gzip',
              },
            }),
          },
        ],
      };
      await autocannon({ ...routed, duration: 2 });
      const times: number[] = [];
      let answered = 0;
      const cpuBefore = { api: processCpuMs(api.child.pid), db: processesCpuMs('postgres') };
      const instance = autocannon({ ...routed, duration });
      instance.on('response', (_client, status, _bytes, ms) => {
        answered += 1;
        if (status >= 200 && status < 300) times.push(ms);
      });
      const done = await instance;
      const perRequest = (before: number | null, after: number | null) =>
        before === null || after === null || answered === 0 ? null : (after - before) / answered;
      times.sort((a, b) => a - b);
      return {
        result: done,
        latencies: times,
        p95: times[Math.ceil(0.95 * times.length) - 1] ?? Number.NaN,
        cpu: {
          api: perRequest(cpuBefore.api, processCpuMs(api.child.pid)),
          db: perRequest(cpuBefore.db, processesCpuMs('postgres')),
        },
      };
    };
    const { result, latencies, p95, cpu } = await measure('/api/recommendations');
    const occupations = await measure('/api/recommendations/occupations');

    console.log(
      `  Katalog: ${measured.items.toLocaleString('de-DE')} Angebote, ${measured.professions} Berufe/Studiengänge`,
    );
    console.log(
      `  Top 5 passend zu den zwei stärksten Interessen ≥ 0,9: ${format(measured.share, 3)} – ${verdict(measured.share >= 0.9)}`,
    );
    console.log(
      `  Abdeckung (in einer Top 10) ≥ 60 %: ${format(measured.coverage * 100)} % (${measured.covered}/${measured.professions}) – ${verdict(measured.coverage >= 0.6)}`,
    );
    console.log(
      `  Gleiche Liste bei ${PAIRS} Paaren, die sich nur im Namen unterscheiden: ${identical}/${PAIRS} – ${verdict(identical === PAIRS)}`,
    );
    console.log(
      `  GET /api/recommendations p95 < 30 ms bei 10 Verbindungen: ${format(p95)} ms (${format(latencies.length / result.duration, 0)} Anfr./s${result.non2xx + result.errors > 0 ? `, ${result.non2xx + result.errors} fehlerhaft` : ''}) – ${verdict(p95 < 30 && result.non2xx + result.errors === 0)}`,
    );
    console.log(
      `  GET /api/recommendations/occupations p95 < 30 ms bei 10 Verbindungen: ${format(occupations.p95)} ms (${format(occupations.latencies.length / occupations.result.duration, 0)} Anfr./s${occupations.result.non2xx + occupations.result.errors > 0 ? `, ${occupations.result.non2xx + occupations.result.errors} fehlerhaft` : ''}) – ${verdict(occupations.p95 < 30 && occupations.result.non2xx + occupations.result.errors === 0)}`,
    );
    for (const [route, used] of [
      ['/api/recommendations', cpu],
      ['/api/recommendations/occupations', occupations.cpu],
    ] as const) {
      const { api: apiMs, db: dbMs } = used;
      if (apiMs === null) continue;
      // The latency above depends on how busy the machine is; the CPU each answer costs does not.
      console.log(
        `  CPU je Anfrage ${route}: API ${format(apiMs, 2)} ms${dbMs === null ? '' : `, PostgreSQL auf diesem Rechner ${format(dbMs, 2)} ms`}`,
      );
    }
  } finally {
    release();
    await stopBenchServer(api);
  }
}

await main();
