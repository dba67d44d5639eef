/**
 * A throwaway product server for the benchmarks (`api/bench/run.ts`, `e2e/bench/first-load.ts`):
 * a child process on a free port with limits high enough for a load generator, started,
 * waited for and stopped the same way by both. The child owns its event loop, so the load
 * generator does not compete with it inside one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface BenchServer {
  base: string;
  child: ChildProcess;
  /** The last 20,000 characters the server printed; shown only if it does not come up. */
  output: () => string;
}

export interface BenchServerOptions {
  /** The script to run with this Node, e.g. `scripts/start.ts`. */
  script: string;
  cwd: string;
  /** Extra environment, e.g. DATABASE_URL or DATA_DIR. */
  env?: Record<string, string>;
  /** Polled until it answers 2xx. */
  readyPath?: string;
  timeoutMs?: number;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No free port found.');
  return address.port;
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const { script, cwd, env = {}, readyPath = '/api/health/live', timeoutMs = 120_000 } = options;
  const port = await freePort();
  const limit = '1000000000';
  const child = spawn(process.execPath, [script], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GENERAL_MAX: limit,
      RATE_LIMIT_LOGIN_MAX: limit,
      RATE_LIMIT_REGISTER_MAX: limit,
      RATE_LIMIT_REGISTER_HOURLY_MAX: limit,
      RATE_LIMIT_UPLOAD_MAX: limit,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Not printed unless the start fails (on a fresh database it holds the admin password).
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const server: BenchServer = { base: `http://127.0.0.1:${port}`, child, output: () => output };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${server.base}${readyPath}`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stopBenchServer(server);
  throw new Error(`The server did not start (node ${script}).\n${output}`);
}

export async function stopBenchServer({ child }: BenchServer): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Stops the server when the benchmark is interrupted; call the returned function when done. */
export function stopOnSignal(server: BenchServer, cleanUp?: () => void): () => void {
  const stop = () =>
    void stopBenchServer(server).finally(() => {
      cleanUp?.();
      process.exit(130);
    });
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return () => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  };
}
