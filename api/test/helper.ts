import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config, type Env } from '../src/config.ts';
import { redisServerInstalled, startRedisServer } from './servers/redis-server.ts';
import { startS3Server } from './servers/s3-server.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The databases every suite runs on: always an in-memory PGlite, plus PostgreSQL when
 * TEST_DATABASE_URL (a superuser URL) is set. Use with `describe.each(databases)`.
 */
export const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * How the API keeps its state, for suites that touch rate limits and files: embedded or one
 * PostgreSQL with counters and files in this instance, plus the distributed mode (PostgreSQL,
 * Redis, S3) where the servers are at hand (TEST_DATABASE_URL and Debian's redis-server, as
 * in CI; the S3 server comes from npm). Use with `describe.each(deployments)('… on $name', …)`.
 */
export interface Deployment {
  name: string;
  database: DatabaseKind;
  distributed: boolean;
}

export const deployments: Deployment[] = [
  ...databases.map((database) => ({ name: database, database, distributed: false })),
  ...(process.env.TEST_DATABASE_URL && redisServerInstalled
    ? [{ name: 'postgres + Redis + S3', database: 'postgres' as const, distributed: true }]
    : []),
];

export const admin = { username: 'chefin', password: 'chefin-passwort-123' };

export interface BuildOptions {
  /** Environment variables as the server would read them (e.g. RATE_LIMIT_LOGIN_MAX). */
  env?: Env;
  /** Direct overrides applied after the environment. */
  config?: Partial<Config>;
  serveFrontend?: boolean;
  /** Rate limits in a Redis and files in an S3 bucket of their own, started for this app. */
  distributed?: boolean;
  /** Sees every route as it is registered (e.g. to check that each one is tested). */
  onRoute?: (route: RouteOptions) => void;
}

/** Test defaults: no demo content, a known admin, limits that tests do not hit by accident. */
export function testConfig(env: Env = {}): Config {
  return loadConfig({
    SEED: 'none',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_GENERAL_MAX: '10000',
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_REGISTER_MAX: '1000',
    RATE_LIMIT_REGISTER_HOURLY_MAX: '1000',
    RATE_LIMIT_UPLOAD_MAX: '1000',
    RATE_LIMIT_ASSISTANT_MAX: '1000',
    // Caches are on in production; suites that change rows behind the API's back need fresh reads.
    // cache.test.ts turns them on.
    CACHE_TTL_S: '0',
    ...env,
  });
}

/** A fresh database on the TEST_DATABASE_URL server; `drop` removes it again. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Builds a ready app on a fresh database of the given kind: in-memory PGlite, or a new
 * PostgreSQL database that is dropped when the app closes.
 */
export async function build(
  kind: DatabaseKind = 'pglite',
  options: BuildOptions = {},
): Promise<App> {
  // Each app gets its own file folder, removed again when it closes.
  const filesDir = path.join(os.tmpdir(), `kompass-test-files-${randomBytes(6).toString('hex')}`);
  const config = { ...testConfig(options.env), pgliteDir: null, filesDir, ...options.config };
  let drop: (() => Promise<void>) | undefined;
  if (kind === 'postgres' && options.config?.databaseUrl === undefined) {
    const database = await createTestDatabase();
    config.databaseUrl = database.url;
    drop = database.drop;
  }
  const stops: (() => Promise<void>)[] = [];
  if (options.distributed) {
    const [redis, s3] = await Promise.all([startRedisServer(), startS3Server()]);
    config.redisUrl = redis.url;
    config.s3 = s3.config;
    stops.push(redis.destroy, s3.close);
  }
  const app = buildApp({ config, serveFrontend: options.serveFrontend, logger: false });
  for (const stop of stops) app.addHook('onClose', stop);
  // Routes are registered during ready(), so a hook added now sees all of them.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Runs after the database plugin has closed its pool.
  if (drop) app.addHook('onClose', drop);
  app.addHook('onClose', () => rm(filesDir, { recursive: true, force: true }));
  try {
    await app.ready();
  } catch (error) {
    await drop?.();
    for (const stop of stops) await stop();
    throw error;
  }
  return app;
}

let counter = 0;

/** A unique, valid registration body. */
export function newUser(
  overrides: Partial<Record<'username' | 'email' | 'password' | 'name', string>> = {},
) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `user_${id}`,
    email: `user_${id}@example.org`,
    password: 'geheim-123',
    name: `Testperson ${counter}`,
    ...overrides,
  };
}

export async function login(app: App, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

/** Registers a new user and logs in: `{ id, token, username, … }`. */
export async function signUp(app: App, overrides: Parameters<typeof newUser>[0] = {}) {
  const user = newUser(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: user });
  expect(response.statusCode).toBe(201);
  const { id } = response.json<{ id: string }>();
  return { ...user, id, token: await login(app, user.username, user.password) };
}

export async function adminToken(app: App): Promise<string> {
  return login(app, admin.username, admin.password);
}

/**
 * The plan PostgreSQL (or PGlite) makes for a statement with its values, sequential scans
 * discouraged so the small test tables show which indexes the statement can use.
 */
export async function planOf(app: App, statement: { sql: string; params: unknown[] }) {
  return app.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${statement.sql}`,
      statement.params,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
