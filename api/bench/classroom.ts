/**
 * `npm run bench -w api`, the classroom part: a class of 30 on one school network (one address)
 * registers at once, finishes onboarding, and opens home, search and a company, sending the API
 * reads those pages make (their first reads, contracts/src/first-reads.ts, with the tab bar's, and
 * home's rails and tips). Prints the 429s (target 0), p95 per step and the requests per user.
 * Not a test.
 *
 * The API runs as its own child process on an embedded database with the demo content and the
 * production rate limits (unless RATE_LIMIT_* is set). BENCH_CLASS_SIZE changes the 30.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { firstReadsFor } from '@kompass/contracts/first-reads';
import { startBenchServer, stopBenchServer, stopOnSignal } from '../../scripts/bench-server.ts';
import { loadConfig } from '../src/config.ts';

const apiDir = path.resolve(import.meta.dirname, '..');
const classSize = Number(process.env.BENCH_CLASS_SIZE ?? 30);
const steps = ['Registrierung', 'Onboarding', 'Startseite', 'Suche', 'Unternehmen'] as const;
type Step = (typeof steps)[number];

interface Pupil {
  token: string;
  userId: string;
  requests: number;
  refused: number;
  /** Answers of 400 and above other than 429: a bench that fails quietly measures nothing. */
  failed: string[];
  took: Partial<Record<Step, number>>;
  /** Requests per step. */
  sent: Partial<Record<Step, number>>;
  step?: Step;
}

/** The production limits, whatever the bench server's defaults (which lift them). */
function productionLimits(): Record<string, string> {
  const { rateLimit } = loadConfig(process.env);
  const env: Record<string, string> = {};
  const names = {
    general: 'GENERAL',
    login: 'LOGIN',
    register: 'REGISTER',
    registerHourly: 'REGISTER_HOURLY',
  } as const;
  for (const [key, name] of Object.entries(names)) {
    const limit = rateLimit[key as keyof typeof names];
    env[`RATE_LIMIT_${name}_MAX`] = String(limit.max);
    env[`RATE_LIMIT_${name}_WINDOW_S`] = String(limit.windowSeconds);
  }
  return env;
}

/**
 * What a page reads beside its first reads, as the browser sends it (the first-load bench lists
 * each page's requests): home's rails of companies and courses and its tips.
 */
const alsoRead: Record<string, string[]> = {
  '/': ['companies?page=0&size=20', 'courses', 'hints/all'],
};

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kompass-bench-classroom-'));
  const api = await startBenchServer({
    script: 'src/server.ts',
    cwd: apiDir,
    env: { DATA_DIR: dataDir, SEED: 'demo', ...productionLimits() },
    timeoutMs: 600_000,
  });
  const release = stopOnSignal(api);
  try {
    const { base } = api;
    const call = async (pupil: Pupil | null, method: string, apiPath: string, body?: unknown) => {
      const response = await fetch(`${base}/api/${apiPath}`, {
        method,
        headers: {
          ...(pupil?.token ? { Authorization: pupil.token } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (pupil) {
        pupil.requests += 1;
        if (pupil.step) pupil.sent[pupil.step] = (pupil.sent[pupil.step] ?? 0) + 1;
        if (response.status === 429) pupil.refused += 1;
        else if (response.status >= 400)
          pupil.failed.push(`${method} ${apiPath}: ${response.status}`);
      }
      const text = await response.text();
      return { status: response.status, data: text ? (JSON.parse(text) as unknown) : null };
    };
    const timed = async (pupil: Pupil, step: Step, work: () => Promise<void>) => {
      const started = performance.now();
      pupil.step = step;
      await work();
      pupil.took[step] = performance.now() - started;
    };
    const reads = (pupil: Pupil, pathname: string) =>
      Promise.all(
        [...firstReadsFor(pathname, pupil.userId), ...(alsoRead[pathname] ?? [])].map((read) =>
          call(pupil, 'GET', read),
        ),
      );

    const run = Date.now().toString(36);
    const pupils = await Promise.all(
      Array.from({ length: classSize }, async (_, index): Promise<Pupil> => {
        const pupil: Pupil = {
          token: '',
          userId: '',
          requests: 0,
          refused: 0,
          failed: [],
          took: {},
          sent: {},
        };
        await timed(pupil, 'Registrierung', async () => {
          const username = `klasse_${run}_${index}`;
          const account = {
            username,
            email: `${username}@example.org`,
            password: 'klassen-passwort',
            name: `Schüler ${index + 1}`,
          };
          await call(pupil, 'POST', 'auth/register', account);
          const login = await call(pupil, 'POST', 'auth/login', {
            username,
            password: account.password,
          });
          const session = login.data as { token?: string; userId?: string };
          pupil.token = session.token ?? '';
          pupil.userId = session.userId ?? '';
          // The app's boot: who is signed in.
          await call(pupil, 'GET', 'auth/info');
        });
        await timed(pupil, 'Onboarding', async () => {
          const questions = await call(pupil, 'GET', 'onboarding?page=0&size=100');
          const list = (questions.data as { content?: { settings_key: string }[] }).content ?? [];
          for (const question of list) {
            await call(pupil, 'POST', 'settings', { key: question.settings_key, value: '3' });
          }
          await call(pupil, 'POST', 'settings', { key: 'onboarding_completed', value: 'true' });
          await call(pupil, 'POST', 'profiles/create', {});
        });
        await timed(pupil, 'Startseite', async () => void (await reads(pupil, '/')));
        let companyId: string | undefined;
        await timed(pupil, 'Suche', async () => {
          const answers = await reads(pupil, '/search');
          // The ranked lists come with their items' cards: nothing more to read.
          const cards = answers.find(({ data }) => data !== null && 'company' in (data as object))
            ?.data as { company?: { entityId: string }[] } | undefined;
          companyId = cards?.company?.[0]?.entityId;
        });
        if (!companyId) {
          const companies = await call(pupil, 'GET', 'companies?size=1');
          companyId = (companies.data as { content: { id: string }[] }).content[0]?.id;
        }
        await timed(
          pupil,
          'Unternehmen',
          async () => void (await reads(pupil, `/company/${companyId}`)),
        );
        return pupil;
      }),
    );

    const refused = pupils.reduce((sum, pupil) => sum + pupil.refused, 0);
    const requests = pupils.reduce((sum, pupil) => sum + pupil.requests, 0);
    console.log(`\nKlassenzimmer: ${classSize} Schüler*innen von einer Adresse, gleichzeitig\n`);
    console.log('| Schritt        | p95 (ms) | Anfragen je Schüler*in |');
    console.log('| -------------- | -------: | ---------------------: |');
    for (const step of steps) {
      const times = pupils.map((pupil) => pupil.took[step] ?? 0);
      const sent = pupils.reduce((sum, pupil) => sum + (pupil.sent[step] ?? 0), 0) / classSize;
      console.log(
        `| ${step.padEnd(14)} | ${String(Math.round(p95(times))).padStart(8)} | ${sent.toFixed(1).padStart(22)} |`,
      );
    }
    const failed = pupils.flatMap((pupil) => pupil.failed);
    console.log(`\n429-Antworten: ${refused} (Ziel: 0)`);
    console.log(
      `Andere Fehlerantworten: ${failed.length}${failed.length ? ` (${[...new Set(failed)].slice(0, 5).join('; ')})` : ''}`,
    );
    console.log(`Last (loadavg 1 min) am Anfang: ${loadAtStart.toFixed(1)}`);
    console.log(
      `Last (loadavg 1/5/15 min) am Ende: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}, ${availableParallelism()} Kerne`,
    );
    console.log(`Anfragen je Schüler*in: ${(requests / classSize).toFixed(1)}`);
  } finally {
    release();
    await stopBenchServer(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
