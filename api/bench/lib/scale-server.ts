import path from 'node:path';
import { startBenchServer, stopOnSignal, type BenchServer } from '../../../scripts/bench-server.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');

/**
 * The API as its own process on the scale data already seeded into `databaseUrl`, stopped when
 * the bench is interrupted; `release` takes that signal handler off again.
 */
export async function startScaleServer(
  databaseUrl: string,
): Promise<{ server: BenchServer; release: () => void }> {
  const server = await startBenchServer({
    script: 'src/server.ts',
    cwd: apiDir,
    env: { DATABASE_URL: databaseUrl, SEED: 'none' },
  });
  return { server, release: stopOnSignal(server) };
}
