import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { admin, ports } from './environment.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RestartableServer {
  /** e.g. 'http://localhost:8186' */
  baseURL: string;
  /** Stops the process (SIGTERM, or SIGKILL for a crash) and waits until it is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts it again on the same port with the same data directory. */
  start(): Promise<void>;
}

/**
 * A whole product (`node scripts/start.ts`) of the test's own on the sixth port, with an embedded
 * database in a fresh directory, for tests that restart the server under a running page. The
 * suite's shared servers are never restarted.
 */
export async function startRestartableServer(
  /** Overrides of its environment, e.g. a tiny RATE_LIMIT_GENERAL_MAX or SEED=demo. */
  env: Record<string, string> = {},
): Promise<RestartableServer> {
  const port = ports.restartable;
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kompass-e2e-restart-'));
  let child: ChildProcess | null = null;

  async function start() {
    const next = spawn(process.execPath, ['scripts/start.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        RATE_LIMIT_LOGIN_MAX: '1000',
        RATE_LIMIT_REGISTER_MAX: '1000',
        RATE_LIMIT_REGISTER_HOURLY_MAX: '100000',
        RATE_LIMIT_GENERAL_MAX: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
    next.stdout!.on('data', collect);
    next.stderr!.on('data', collect);
    child = next;
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline && next.exitCode === null) {
      try {
        if ((await fetch(`${baseURL}/api/health/live`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    next.kill('SIGKILL');
    throw new Error(`The restartable server did not start.\n${output}`);
  }

  async function stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill(signal);
    await exited;
  }

  await start();
  return { baseURL, start, stop };
}
