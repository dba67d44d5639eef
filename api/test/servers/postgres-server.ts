import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** The PostgreSQL server binaries: PG_BIN, else the newest Debian/Ubuntu install. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL server binaries not found: install postgresql (Debian: postgresql-15) or set PG_BIN to the folder that holds pg_ctl.',
    );
  }
  return path.join(root, versions[0]!, 'bin');
}

export interface PostgresServer {
  /** Superuser URL of the `postgres` database. */
  url: string;
  /** Stops the server (`fast`: open sessions are terminated, as in a restart). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server of its own on 127.0.0.1, for tests that stop and restart the
 * database (a shared TEST_DATABASE_URL server must never be stopped). PostgreSQL refuses to run
 * as root, so as root it runs as the `postgres` OS user, as in `.ci/run`.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kompass-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const pg = async (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    await (asRoot
      ? run('runuser', ['-u', 'postgres', '--', command, ...args])
      : run(command, args));
  };
  if (asRoot) {
    await chmod(dir, 0o777);
  }
  const control = (action: 'start' | 'stop') =>
    action === 'start'
      ? pg('pg_ctl', [
          '-D',
          dataDir,
          '-w',
          '-l',
          path.join(dir, 'server.log'),
          '-o',
          `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off`,
          'start',
        ])
      : pg('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']);

  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  await control('start');
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await control('stop');
      running = false;
    },
    async start() {
      await control('start');
      running = true;
    },
    async destroy() {
      if (running) await control('stop').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
