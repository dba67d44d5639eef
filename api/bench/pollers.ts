/**
 * `npm run bench -w api`, second part: 10,000 people with a chat open, each polling every 2.4 s
 * (docs/product.md#quality-targets), against one API instance on PostgreSQL (DATABASE_URL, scale
 * data). Not a test.
 *
 * Every poller has a session and a chat of its own (made directly in the database); autocannon
 * sends 10,000 / 2.4 ≈ 4,167 polls per second, round-robin over the pollers, so each one polls
 * every 2.4 s. Most polls find nothing new, as in real life. The bare route (GET /health/live)
 * at the same rate is printed beside it, and the server's resident memory, read once a second
 * after the warm-up: the medians of the run's first and last third, and its range.
 *
 * Environment: DATABASE_URL (required), BENCH_POLLERS (default 10000), BENCH_POLL_DURATION_S
 * (default 30), BENCH_POLL_CONNECTIONS (default 100 keep-alive connections, as behind a proxy).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { seedScale } from '../scripts/seed-scale.ts';
import { stopBenchServer, type BenchServer } from '../../scripts/bench-server.ts';
import {
  loadAutocannon,
  type Autocannon,
  type AutocannonRequest,
  type AutocannonResult,
} from './lib/autocannon.ts';
import { startScaleServer } from './lib/scale-server.ts';
import { positiveSetting as setting } from './lib/setting.ts';

const PERIOD_S = 2.4;
const pollers = setting('BENCH_POLLERS', 10_000);
const duration = setting('BENCH_POLL_DURATION_S', 30);
const connections = setting('BENCH_POLL_CONNECTIONS', 100);
const rate = Math.round(pollers / PERIOD_S);
/** Each poller this many times before the measured run. */
const WARM_UP_ROUNDS = 3;

interface Poller {
  token: string;
  path: string;
}

/** A session and a chat of its own for each poller, asking for messages after the newest. */
async function preparePollers(databaseUrl: string): Promise<Poller[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; user_low: string; newest: string }>(
      `SELECT id, user_low, last_message_at AS newest FROM chats
        WHERE last_message_at IS NOT NULL ORDER BY id LIMIT $1`,
      [pollers],
    );
    if (rows.length < pollers) throw new Error(`Nur ${rows.length} Chats für ${pollers} Nutzer.`);
    const list = rows.map((row) => ({ token: randomBytes(32).toString('base64url'), row }));
    for (let start = 0; start < list.length; start += 1000) {
      const batch = list.slice(start, start + 1000);
      await client.query(
        `INSERT INTO sessions (token_hash, user_id, expires_at)
         SELECT unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day'`,
        [
          batch.map(({ token }) => createHash('sha256').update(token).digest('hex')),
          batch.map(({ row }) => row.user_low),
        ],
      );
    }
    return list.map(({ token, row }) => ({
      token,
      path: `/api/chats/${row.id}/messages?after=${row.newest}&limit=2147483647`,
    }));
  } finally {
    await client.end();
  }
}

async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

async function run(
  autocannon: Autocannon,
  server: BenchServer,
  label: string,
  list: Poller[] | null,
) {
  let next = 0;
  const requests: AutocannonRequest[] = list
    ? [
        {
          method: 'GET',
          setupRequest: (request) => {
            const poller = list[next++ % list.length]!;
            return { ...request, path: poller.path, headers: { authorization: poller.token } };
          },
        },
      ]
    : [{ method: 'GET', path: '/api/health/live' }];
  process.stdout.write(`${label} … `);
  // Warm-up: every poller several times over (sessions and chats cached, JIT, connections, the
  // collector's heap sizes settled) before memory is read.
  await autocannon({
    url: server.base,
    connections,
    amount: (list ? list.length : rate * 3) * WARM_UP_ROUNDS,
    overallRate: rate,
    requests,
  });
  // Resident memory once a second: one reading at each end would measure where the collector's
  // sawtooth happens to be, not whether memory grows.
  const samples: number[] = [];
  const sample = async () => samples.push(await residentMegabytes(server.child.pid!));
  await sample();
  const sampler = setInterval(() => void sample(), 1000);
  let result: AutocannonResult;
  try {
    result = await autocannon({
      url: server.base,
      connections,
      duration,
      overallRate: rate,
      requests,
    });
  } finally {
    clearInterval(sampler);
  }
  await sample();
  console.log('fertig');
  // Growth: the median of the last third of the readings against that of the first third.
  const third = Math.max(1, Math.floor(samples.length / 3));
  return {
    label,
    perSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    before: median(samples.slice(0, third)),
    after: median(samples.slice(-third)),
    low: Math.min(...samples),
    high: Math.max(...samples),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    console.log('Abfrage-Benchmark übersprungen (skipped): DATABASE_URL ist nicht gesetzt.');
    return;
  }
  const autocannon = loadAutocannon();
  await seedScale(databaseUrl);
  const list = await preparePollers(databaseUrl);
  const { server, release } = await startScaleServer(databaseUrl);
  try {
    console.log(
      `\n${pollers.toLocaleString('de-DE')} Nutzer fragen alle ${PERIOD_S.toLocaleString('de-DE')} s nach neuen Nachrichten: ${rate.toLocaleString('de-DE')} Abfragen/s über ${connections} Verbindungen, ${duration} s.`,
    );
    const bare = await run(autocannon, server, 'GET /api/health/live, gleiche Rate', null);
    const polls = await run(autocannon, server, 'Chat-Abfragen', list);
    const fmt = (value: number, digits = 0) =>
      value.toLocaleString('de-DE', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    console.log(
      '\nFall                                   Anfr./s  p99 ms  Fehler  RSS erstes → letztes Drittel (min–max)',
    );
    for (const row of [bare, polls]) {
      console.log(
        `${row.label.padEnd(37)} ${fmt(row.perSecond).padStart(8)} ${fmt(row.p99, 1).padStart(7)} ${String(row.failures).padStart(7)}  ${fmt(row.before)} MB → ${fmt(row.after)} MB (${fmt(row.low)}–${fmt(row.high)} MB)`,
      );
    }
    const verdict = (met: boolean) => (met ? 'erreicht' : 'nicht erreicht');
    console.log('\nZiele:');
    console.log(
      `  ≥ 4.100 Abfragen/s: ${fmt(polls.perSecond)} – ${verdict(polls.perSecond >= 4100)}`,
    );
    console.log(`  p99 < 100 ms: ${fmt(polls.p99, 1)} ms – ${verdict(polls.p99 < 100)}`);
    console.log(`  0 Fehler: ${polls.failures} – ${verdict(polls.failures === 0)}`);
    // Growth beyond the warm-up, between the medians of the first and last third of the run:
    // a leak grows steadily, the collector's sawtooth does not.
    const growth = polls.after - polls.before;
    console.log(
      `  kein RSS-Wachstum nach dem Aufwärmen: ${fmt(growth, 1)} MB – ${verdict(growth < 25)}`,
    );
  } finally {
    release();
    await stopBenchServer(server);
  }
}

await main();
