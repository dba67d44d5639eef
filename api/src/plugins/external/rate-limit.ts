import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
 * Per-client limits (never global across users). Every route shares the general budget unless
 * its `config.rateLimit` sets its own. Counters live in memory of this instance.
 */
export default fp(
  async (fastify) => {
    const general = fastify.config.rateLimit.general;
    await fastify.register(rateLimit, {
      global: true,
      max: general.max,
      timeWindow: general.windowSeconds * 1000,
      keyGenerator: clientKey,
      errorResponseBuilder: limitExceeded(general),
    });
  },
  { name: 'rate-limit', decorators: { fastify: ['config'] }, dependencies: ['auth'] },
);
