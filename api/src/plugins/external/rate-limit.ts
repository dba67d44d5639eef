import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimit } from '../../config.ts';
import { HttpError } from '../../errors.ts';

/** The 429 error for a limit: German text plus the numbers the client shows. */
function limitExceeded(limit: RateLimit) {
  return (_request: FastifyRequest, context: { max: number; ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return new HttpError(
      429,
      `Du hast zu viele Anfragen gesendet (höchstens ${context.max} in ${limit.windowSeconds} Sekunden). Bitte warte ${seconds} Sekunden.`,
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
 * Counters shared by every API instance. A Redis that is down must not take the API with it:
 * commands fail at once instead of queueing (the limiter then lets the request through, see
 * `skipOnError`), one warning is logged per outage, and the client reconnects by itself.
 */
function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis unreachable: rate limits are not enforced until it returns');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again: rate limits are enforced');
  });
  return redis;
}

/**
 * Per-client limits (never global across users). Every route shares the general budget unless
 * its `config.rateLimit` sets its own. Counters live in Redis when REDIS_URL is set (so a limit
 * holds across instances), else in memory of this instance.
 */
export default fp(
  async (fastify) => {
    const { general } = fastify.config.rateLimit;
    const redis = fastify.config.redisUrl
      ? connectRedis(fastify.config.redisUrl, fastify.log)
      : null;
    if (redis) fastify.addHook('onClose', async () => void redis.disconnect());
    await fastify.register(rateLimit, {
      global: true,
      max: general.max,
      timeWindow: general.windowSeconds * 1000,
      keyGenerator: clientKey,
      errorResponseBuilder: limitExceeded(general),
      ...(redis ? { redis, nameSpace: 'kompass-rate-limit:', skipOnError: true } : {}),
    });
  },
  { name: 'rate-limit', decorators: { fastify: ['config'] }, dependencies: ['auth'] },
);
