/**
 * `npm run bench -w api`, third part: what durability costs the embedded database. Two servers
 * on PGlite in a fresh DATA_DIR each, one with every commit flushed to disk (the default) and one
 * with `PGLITE_FSYNC=off`; 10 senders post chat messages as fast as answers come. Needs no
 * DATABASE_URL. Not a test.
 *
 * Environment: BENCH_DURATION_S (default 10), BENCH_SEND_CONNECTIONS (default 10).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  startBenchServer,
  stopBenchServer,
  stopOnSignal,
  type BenchServer,
} from '../../scripts/bench-server.ts';
import { loadAutocannon, type Autocannon } from './lib/autocannon.ts';
import { positiveSetting as setting } from './lib/setting.ts';

const apiDir = path.resolve(import.meta.dirname, '..');
const duration = setting('BENCH_DURATION_S', 10);
const connections = setting('BENCH_SEND_CONNECTIONS', 10);

async function post<T>(base: string, url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST ${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Two people with a chat; the sender's token and the message URL. */
async function prepareChat(base: string) {
  const people = [];
  for (const name of ['sender', 'empfaenger']) {
    const user = {
      username: name,
      email: `${name}@bench.example`,
      password: 'bench-passwort',
      name,
    };
    const { id } = await post<{ id: string }>(base, '/auth/register', user);
    const { token } = await post<{ token: string }>(base, '/auth/login', {
      username: name,
      password: user.password,
    });
    people.push({ id, token });
  }
  const [sender, recipient] = people as [(typeof people)[0], (typeof people)[0]];
  const { chatId } = await post<{ chatId: string }>(
    base,
    `/chats?userId=${recipient.id}`,
    {},
    sender.token,
  );
  return { token: sender.token, url: `${base}/api/chats/${chatId}/messages` };
}

async function measure(autocannon: Autocannon, fsync: 'on' | 'off') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kompass-bench-embedded-'));
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer({
      script: 'src/server.ts',
      cwd: apiDir,
      // The embedded database, even when `npm run bench` runs with DATABASE_URL for the parts
      // before this one.
      env: {
        DATA_DIR: dataDir,
        SEED: 'none',
        PGLITE_FSYNC: fsync,
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    });
    const release = stopOnSignal(server, () => void rm(dataDir, { recursive: true, force: true }));
    try {
      const { token, url } = await prepareChat(server.base);
      process.stdout.write(`PGLITE_FSYNC=${fsync} … `);
      const result = await autocannon({
        url,
        connections,
        duration,
        method: 'POST',
        headers: { authorization: token, 'content-type': 'text/plain' },
        body: 'Hallo, wie läuft die Bewerbung?',
      });
      console.log('fertig');
      return {
        fsync,
        perSecond: (result.requests.total - result.non2xx) / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.non2xx + result.errors,
      };
    } finally {
      release();
    }
  } finally {
    if (server) await stopBenchServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const autocannon = loadAutocannon();
  console.log(
    `\nEingebettete Datenbank: Chat-Nachrichten senden, ${connections} Verbindungen, ${duration} s je Fall.`,
  );
  const durable = await measure(autocannon, 'on');
  const relaxed = await measure(autocannon, 'off');
  const fmt = (value: number, digits = 0) =>
    value.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  console.log('\nFall                                     Nachr./s  p50 ms  p99 ms  Fehler');
  for (const row of [durable, relaxed]) {
    const label =
      row.fsync === 'on' ? 'jeder Commit auf der Platte (Standard)' : 'PGLITE_FSYNC=off';
    console.log(
      `${label.padEnd(40)} ${fmt(row.perSecond).padStart(8)} ${fmt(row.p50, 1).padStart(7)} ${fmt(row.p99, 1).padStart(7)} ${String(row.failures).padStart(7)}`,
    );
  }
  console.log(
    `\nKosten der Dauerhaftigkeit: ${fmt(durable.perSecond / relaxed.perSecond, 2)}× des Durchsatzes ohne fsync.`,
  );
}

await main();
