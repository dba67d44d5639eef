import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimit } from '../../config.ts';
import { HttpError } from '../../errors.ts';

/** '45 Sekunden', '1 Minute', '60 Minuten': seconds up to two minutes, whole minutes beyond. */
function duration(seconds: number): string {
  if (seconds <= 120) return `${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} Minuten`;
}

/** The 429 error for a limit: German text plus the numbers the client shows. */
function limitExceeded(limit: RateLimit) {
  return (_request: FastifyRequest, context: { max: number; ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return new HttpError(
      429,
      `Du hast zu viele Anfragen gesendet (höchstens ${context.max} in ${duration(limit.windowSeconds)}). Bitte warte ${duration(seconds)}.`,
      'Zu viele Anfragen',
      { maxCalls: context.max, perSeconds: limit.windowSeconds },
    );
  };
}

/** A client: its session when it sent a valid token, else its IP address. */
function clientKey(request: FastifyRequest): string {
  return request.session ? `s:${request.session.tokenHash}` : `ip:${request.ip}`;
}

/** Route `config.rateLimit` for a limit with its own counters, e.g. login or register. */
export function routeLimit(
  limit: RateLimit,
  options: Pick<RateLimitOptions, 'keyGenerator' | 'hook'> = {},
): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    errorResponseBuilder: limitExceeded(limit),
    keyGenerator: (request) => `ip:${request.ip}`,
    ...options,
  };
}

/**
 * A second budget for a route that has its own limit already (registration: a burst per minute
 * and a slower one per hour). Checked in a preHandler; the plugin's own hook runs once a request.
 */
export function additionalLimit(
  fastify: FastifyInstance,
  limit: RateLimit,
  name: string,
): preHandlerAsyncHookHandler {
  const count = fastify.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const refusal = limitExceeded(limit);
  return async (request, reply) => {
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    void reply.header('retry-after', String(counted.ttlInSeconds));
    throw refusal(request, { max: counted.max, ttl: counted.ttl });
  };
}

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** The plugin's own two stores (its package exports them by path only). */
interface Store extends FastifyRateLimitStore {
  read?(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store;
}
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  nameSpace: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store;

const NAMESPACE = 'kompass-rate-limit:';

/**
 * This instance's counters. The plugin's LocalStore answers with its live counter object, and the
 * plugin reads it only after an `await`: requests of one client that reach the limiter in the
 * same tick (a burst whose session came from one shared cache read) would all read the burst's
 * final count, and all be refused once it passed the limit. Each answer is copied when given.
 */
function ownCounters(continueExceeding?: boolean, exponentialBackoff?: boolean): Store {
  return snapshots(new LocalStore(continueExceeding, exponentialBackoff));
}

function snapshots(store: Store): Store {
  const copying =
    (method: 'incr' | 'read') => (key: string, done: Done, timeWindow: number, max: number) =>
      store[method]!.call(
        store,
        key,
        (error, result) => done(error, result && { current: result.current, ttl: result.ttl }),
        timeWindow,
        max,
      );
  return {
    incr: copying('incr'),
    ...(store.read ? { read: copying('read') } : {}),
    child: (routeOptions) => snapshots(store.child(routeOptions)),
  };
}

const ownStore: FastifyRateLimitStoreCtor = function (options: FastifyRateLimitOptions) {
  const { continueExceeding, exponentialBackoff } = options as StoreOptions;
  return ownCounters(continueExceeding, exponentialBackoff);
} as unknown as FastifyRateLimitStoreCtor;

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis that holds the shared counters (REDIS_URL), for the health check; else null. */
    sharedCounters: { ping(): Promise<unknown> } | null;
  }
}

/**
 * Counters shared by every API instance in Redis, and this instance's own counters while Redis
 * cannot be reached: then each instance enforces the limits alone (so N instances let through
 * at most N times a limit, never everything). A Redis that is down must not take the API with
 * it: commands fail at once instead of queueing, one warning is logged per outage, the client
 * reconnects by itself, and the shared counts apply again as soon as it is back.
 */
function sharedStore(url: string, log: FastifyBaseLogger) {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  const fellBack = (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'Redis unreachable: rate limits are counted by each instance alone until it returns',
    );
  };
  redis.on('error', fellBack);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again: rate limits are counted across instances');
  });

  /** Asks Redis when it is connected, this instance's counters otherwise or when it fails. */
  function either(shared: Store, local: Store): Store {
    const pick =
      (method: 'incr' | 'read') => (key: string, done: Done, timeWindow: number, max: number) => {
        const fallback = () => {
          const own = local[method];
          if (own) own.call(local, key, done, timeWindow, max);
          else done(null, { current: 0, ttl: 0 });
        };
        const remote = shared[method];
        if (redis.status !== 'ready' || !remote) return fallback();
        remote.call(
          shared,
          key,
          (error, result) => {
            if (!error) return done(null, result);
            fellBack(error);
            fallback();
          },
          timeWindow,
          max,
        );
      };
    return {
      incr: pick('incr'),
      read: pick('read'),
      child: (routeOptions) => either(shared.child(routeOptions), local.child(routeOptions)),
    };
  }

  const store: FastifyRateLimitStoreCtor = function (options: FastifyRateLimitOptions) {
    const { continueExceeding, exponentialBackoff } = options as StoreOptions;
    return either(
      new RedisStore(continueExceeding, exponentialBackoff, redis, NAMESPACE),
      ownCounters(continueExceeding, exponentialBackoff),
    );
  } as unknown as FastifyRateLimitStoreCtor;
  return { redis, store };
}

/**
 * Per-client limits (never global across users). Every route shares the general budget unless
 * its `config.rateLimit` sets its own. Counters live in Redis when REDIS_URL is set (so a limit
 * holds across instances), else (and while Redis is down) in memory of this instance.
 */
export default fp(
  async (fastify) => {
    const { general } = fastify.config.rateLimit;
    const shared = fastify.config.redisUrl
      ? sharedStore(fastify.config.redisUrl, fastify.log)
      : null;
    if (shared) fastify.addHook('onClose', async () => void shared.redis.disconnect());
    fastify.decorate('sharedCounters', shared && { ping: () => shared.redis.ping() });
    await fastify.register(rateLimit, {
      global: true,
      max: general.max,
      timeWindow: general.windowSeconds * 1000,
      keyGenerator: clientKey,
      errorResponseBuilder: limitExceeded(general),
      store: shared ? shared.store : ownStore,
    });
  },
  { name: 'rate-limit', decorators: { fastify: ['config'] }, dependencies: ['auth'] },
);
