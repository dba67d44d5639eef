/**
 * What the browser benchmarks share: production builds, a throwaway product server with the demo
 * content on a fresh DATA_DIR, and a signed-in user who has finished onboarding.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startBenchServer,
  stopBenchServer,
  stopOnSignal,
  type BenchServer,
} from '../../scripts/bench-server.ts';
import { admin } from '../support/environment.ts';
import { apps, repoRoot } from './apps.ts';

export interface Session {
  token: string;
  userId: string;
}

/** Builds the apps when a `dist/` is missing; benchmarks measure production builds only. */
export function buildIfMissing(): void {
  const missing = apps.filter(
    (app) => !existsSync(path.join(repoRoot, app, 'dist', 'mf-manifest.json')),
  );
  if (missing.length === 0) {
    console.log('Using the existing production builds (shell/dist, mf-*/dist).');
    return;
  }
  console.log(`Builds missing (${missing.join(', ')}): running \`npm run build\` …`);
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`\`npm run build\` failed (exit ${result.status}).`);
}

export async function post(base: string, route: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST ${route}: HTTP ${response.status} ${await response.text()}`);
  }
  return response;
}

/** A fresh user who has finished onboarding and has a profile, as in support/fixtures.ts. */
export async function signUp(base: string): Promise<Session> {
  const suffix = randomUUID().slice(0, 8);
  const account = {
    username: `bench_${suffix}`,
    password: 'sicheres-passwort',
    name: `Bench ${suffix}`,
    email: `bench_${suffix}@example.org`,
  };
  await post(base, '/api/auth/register', account);
  const login = await post(base, '/api/auth/login', {
    username: account.username,
    password: account.password,
  });
  const session = (await login.json()) as Session;
  await post(base, '/api/settings', { key: 'onboarding_completed', value: 'true' }, session.token);
  await post(base, '/api/profiles/create', {}, session.token);
  return session;
}

/**
 * Runs `measure` against `npm start`'s server on a free port with a fresh DATA_DIR (demo content),
 * and removes both afterwards, also when the benchmark is interrupted.
 */
export async function withProductServer<T>(measure: (server: BenchServer) => Promise<T>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kompass-bench-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({
    script: 'scripts/start.ts',
    cwd: repoRoot,
    readyPath: '/api/health',
    env: {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    },
  }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  const release = stopOnSignal(server, removeData);
  try {
    return await measure(server);
  } finally {
    release();
    await stopBenchServer(server);
    removeData();
  }
}
