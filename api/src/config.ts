import os from 'node:os';
import path from 'node:path';
import { remoteNames, remoteUrlVariable, type RemoteName } from '@kompass/contracts/apps';
import type { LlmConfig } from './resources/assistant/llm.ts';

/** The repository root (api/src/config.ts → ../..). Relative paths in the environment resolve against it. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

export { remoteNames, type RemoteName };

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * An S3-compatible bucket for uploads (distributed mode, README "Running more than one instance").
 */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS (MinIO, Ceph, a CDN's store, …). */
  endpoint: string | null;
  /** Key and secret; null: the SDK's default chain (environment, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `bucket` in the path instead of the host name (most self-hosted stores need this). */
  forcePathStyle: boolean;
}

/** Web Push (PUSH_*): where notifications may go and how often the sender looks for work. */
export interface PushConfig {
  /** The VAPID subject: how a push service reaches the operator (`mailto:` or `https:`). */
  contact: string;
  /**
   * Push services the API delivers to: a subscription's endpoint must be https on one of these
   * hosts or a subdomain of it, so that nobody makes the server post to an address of their
   * choice. Plain http only for a listed loopback host (a test's receiver).
   */
  serviceHosts: string[];
  /** Delay before the first retry of a failed delivery; it doubles with each further one. */
  retryBaseMs: number;
  /** How often an instance looks for due notifications (retries, those of a stopped instance). */
  pollMs: number;
  /** How often an instance queues the reminders of deadlines tomorrow (once per bookmark and day). */
  deadlineCheckMs: number;
}

export const defaultPushServiceHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  /** Fastify `trustProxy`: trust X-Forwarded-For from a load balancer (true, hop count or address list). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Base folder for local state (embedded database, later uploads). */
  dataDir: string;
  /** PostgreSQL connection string; when null the embedded PGlite is used. */
  databaseUrl: string | null;
  /**
   * Connections this instance keeps to PostgreSQL (DATABASE_POOL_SIZE). Default: twice the
   * cores of this machine, at least 4. More connections than the database has cores to run
   * them make every query wait in the kernel instead of in the pool's queue, and slower.
   */
  databasePoolSize: number;
  /** PGlite data folder; null keeps the database in memory (tests). */
  pgliteDir: string | null;
  /** PGlite flushes every commit to disk (PGLITE_FSYNC, default on). */
  pgliteFsync: boolean;
  /** Uploaded and generated images (DATA_DIR/files) when no S3 bucket is configured. */
  filesDir: string;
  /** Uploads in this bucket instead of `filesDir` (S3_BUCKET and friends). */
  s3: S3Config | null;
  /** Rate-limit counters in this Redis, shared by every API instance (REDIS_URL). */
  redisUrl: string | null;
  admin: { username: string; password: string } | null;
  seed: 'demo' | 'none';
  /** Origins allowed by CORS on /api (for a shell served from another origin). */
  appOrigins: string[];
  rateLimit: {
    general: RateLimit;
    login: RateLimit;
    /** Registrations per address: a burst a class fits in … */
    register: RateLimit;
    /** … and a slower budget per hour against bulk sign-ups. */
    registerHourly: RateLimit;
    upload: RateLimit;
    assistant: RateLimit;
  };
  /** 'Frag unsere KI' writes its answers with this OpenAI-compatible server (LLM_BASE_URL). */
  llm: LlmConfig | null;
  /** Values published in /app-config.json. */
  apiBaseUrl: string;
  objectBaseUrl: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** How long sessions and chat states stay in memory (kept coherent by NOTIFY); 0: off. */
  cacheSeconds: number;
  /** Folder holding shell/dist and <remote>/dist. */
  staticRoot: string;
  push: PushConfig;
}

export type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got '${raw}'`);
  }
  return value;
}

function nonNegativeInt(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  }
  return value;
}

function resolvePath(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(repoRoot, value);
}

function rateLimit(env: Env, kind: string, max: number, windowSeconds: number): RateLimit {
  return {
    max: positiveInt(env, `RATE_LIMIT_${kind}_MAX`, max),
    windowSeconds: positiveInt(env, `RATE_LIMIT_${kind}_WINDOW_S`, windowSeconds),
  };
}

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`${name} must be 'on' or 'off', not '${raw}'`);
}

function s3Config(env: Env): S3Config | null {
  const bucket = text(env, 'S3_BUCKET');
  const related = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  if (!bucket) {
    const stray = related.filter((name) => text(env, name) !== undefined);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without S3_BUCKET`);
    return null;
  }
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    bucket,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    endpoint: text(env, 'S3_ENDPOINT') ?? null,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: (text(env, 'S3_FORCE_PATH_STYLE') ?? 'false') === 'true',
  };
}

function pushConfig(env: Env): PushConfig {
  const contact = text(env, 'PUSH_CONTACT') ?? 'mailto:datenschutz@kompass.invalid';
  if (!/^(mailto:|https:\/\/)/.test(contact)) {
    throw new Error(`PUSH_CONTACT must be a mailto: or https: address, not '${contact}'`);
  }
  const hosts = text(env, 'PUSH_SERVICE_HOSTS');
  return {
    contact,
    serviceHosts: hosts
      ? hosts
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
      : defaultPushServiceHosts,
    retryBaseMs: 30_000,
    pollMs: 30_000,
    deadlineCheckMs: 3_600_000,
  };
}

function llmConfig(env: Env): LlmConfig | null {
  const baseUrl = text(env, 'LLM_BASE_URL');
  const related = ['LLM_MODEL', 'LLM_API_KEY', 'LLM_TIMEOUT_MS'];
  if (!baseUrl) {
    const stray = related.filter((name) => text(env, name) !== undefined);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without LLM_BASE_URL`);
    return null;
  }
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`LLM_BASE_URL must be an http(s) URL`);
  return {
    baseUrl,
    model: text(env, 'LLM_MODEL') ?? 'llama3.1',
    apiKey: text(env, 'LLM_API_KEY') ?? null,
    timeoutMs: positiveInt(env, 'LLM_TIMEOUT_MS', 15_000),
  };
}

/** Reads the configuration from environment variables; every variable is optional. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolvePath(text(env, 'DATA_DIR') ?? './data');
  const adminUsername = text(env, 'ADMIN_USERNAME');
  const adminPassword = env.ADMIN_PASSWORD;
  // The database holds every username to the registration's rules (migration 013).
  if (adminUsername !== undefined && !/^[A-Za-z0-9._-]{3,32}$/.test(adminUsername)) {
    throw new Error(
      `ADMIN_USERNAME must be 3 to 32 letters (without umlauts), digits, '.', '_' or '-', not '${adminUsername}'`,
    );
  }
  const seed = text(env, 'SEED') ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be 'demo' or 'none'`);

  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const url = text(env, remoteUrlVariable(name));
    if (url) remoteUrls[name] = url;
  }

  return {
    port: positiveInt(env, 'PORT', 8080),
    host: text(env, 'HOST') ?? '0.0.0.0',
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: trustProxy(text(env, 'TRUST_PROXY')),
    dataDir,
    databaseUrl: text(env, 'DATABASE_URL') ?? null,
    databasePoolSize: positiveInt(
      env,
      'DATABASE_POOL_SIZE',
      Math.max(4, 2 * os.availableParallelism()),
    ),
    pgliteDir: path.join(dataDir, 'pgdata'),
    pgliteFsync: onOff(env, 'PGLITE_FSYNC', true),
    filesDir: path.join(dataDir, 'files'),
    s3: s3Config(env),
    redisUrl: text(env, 'REDIS_URL') ?? null,
    admin:
      adminUsername && adminPassword ? { username: adminUsername, password: adminPassword } : null,
    seed,
    appOrigins: (text(env, 'APP_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    rateLimit: {
      general: rateLimit(env, 'GENERAL', 300, 60),
      login: rateLimit(env, 'LOGIN', 10, 60),
      // A school class (about 30) registers behind one NAT address in a minute, with room for
      // retries; bulk sign-ups are held by the hourly budget (docs/decisions/registration-budget.md).
      register: rateLimit(env, 'REGISTER', 40, 60),
      registerHourly: rateLimit(env, 'REGISTER_HOURLY', 100, 3600),
      upload: rateLimit(env, 'UPLOAD', 30, 60),
      assistant: rateLimit(env, 'ASSISTANT', 20, 60),
    },
    llm: llmConfig(env),
    apiBaseUrl: text(env, 'API_BASE_URL') ?? '/api',
    objectBaseUrl: text(env, 'OBJECT_BASE_URL') ?? '/api/files/',
    remoteUrls,
    staticRoot: resolvePath(text(env, 'STATIC_ROOT') ?? '.'),
    cacheSeconds: nonNegativeInt(env, 'CACHE_TTL_S', 60),
    push: pushConfig(env),
  };
}
