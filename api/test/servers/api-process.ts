import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { admin } from '../helper.ts';
import { freePort } from './free-port.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');

export interface ApiProcess {
  base: string;
  /** Sends a signal and waits for the process to exit; resolves to its exit code. */
  kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null>;
  /** Starts the server again with the same environment and port. */
  start(): Promise<void>;
  /** Starts it unless it is running. */
  ensureRunning(): Promise<void>;
  /** Whether the process is still running (it has not exited or been killed). */
  alive(): boolean;
  /** The last part of what the process printed, for a failure's message. */
  output(): string;
}

/**
 * The real server (`node src/server.ts`) as its own process on 127.0.0.1, for tests that kill
 * or restart it. `env` chooses the database (DATA_DIR or DATABASE_URL) and anything else.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  async function start() {
    const next = spawn(process.execPath, ['src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED: 'none',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        RATE_LIMIT_GENERAL_MAX: '1000000',
        RATE_LIMIT_LOGIN_MAX: '1000000',
        RATE_LIMIT_REGISTER_MAX: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output = '';
    const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    next.stdout!.on('data', collect);
    next.stderr!.on('data', collect);
    child = next;
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && next.exitCode === null) {
      try {
        if ((await fetch(`${base}/api/health/live`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    next.kill('SIGKILL');
    throw new Error(`The API did not start.\n${output}`);
  }

  await start();
  return {
    base,
    start,
    alive: () => child !== null && child.exitCode === null && child.signalCode === null,
    output: () => output,
    async ensureRunning() {
      if (!child || child.exitCode !== null || child.signalCode !== null) await start();
    },
    async kill(signal) {
      const running = child;
      if (!running || running.exitCode !== null) return running?.exitCode ?? null;
      const exited = once(running, 'exit') as Promise<[number | null]>;
      running.kill(signal);
      const [code] = await exited;
      return code;
    },
  };
}
