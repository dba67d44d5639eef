import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const apiDir = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string')
    throw new Error('Kein freier Port gefunden.');
  return address.port;
}

/**
 * The API as its own process (`node src/server.ts`) for a benchmark, so the load generator does
 * not share its event loop; limits are lifted, nothing is seeded.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const limit = '1000000000';
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GENERAL_MAX: limit,
      RATE_LIMIT_LOGIN_MAX: limit,
      RATE_LIMIT_REGISTER_MAX: limit,
      RATE_LIMIT_UPLOAD_MAX: limit,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health/live`)).ok) return { base, pid: child.pid!, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`Die API ist nicht gestartet.\n${output}`);
}
