import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages, titleFor, unavailableRetryAfterSeconds } from '../../errors.ts';
import { Health, Status } from '@kompass/contracts/schemas/health';

/** A dependency that does not answer within this time counts as down. */
const CHECK_TIMEOUT_MS = 2000;

/** Resolves to whether `check` succeeded within CHECK_TIMEOUT_MS. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Liveness: the process answers. No database, no auth: the cheapest route there is, which
  // also makes it the baseline of the benchmarks.
  fastify.get(
    '/health/live',
    { schema: { response: { 200: Status } }, config: { rateLimit: false } },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: each dependency checked at once. The database and the file store are required;
  // Redis is not (rate limits fall back to each instance's own counts while it is down).
  fastify.get(
    '/health',
    { schema: { response: { 200: Health, 503: Health } }, config: { rateLimit: false } },
    async (_request, reply) => {
      const { config } = fastify;
      const redis = fastify.sharedCounters;
      const [database, objectStore, redisUp] = await Promise.all([
        answers(() => fastify.health.ping()),
        answers(() => fastify.files.check()),
        redis ? answers(() => redis.ping()) : Promise.resolve(null),
      ]);
      const state = (up: boolean | null): 'ok' | 'down' | 'off' =>
        up === null ? 'off' : up ? 'ok' : 'down';
      const dependencies = {
        database: { status: state(database), required: true, kind: fastify.db.kind },
        redis: { status: state(redisUp), required: false, kind: 'redis' },
        objectStore: {
          status: state(objectStore),
          required: true,
          kind: config.s3 ? 's3' : 'disk',
        },
      };
      if (!database || !objectStore) {
        reply.header('Retry-After', String(unavailableRetryAfterSeconds));
        return reply.code(503).send({
          status: 'unavailable' as const,
          dependencies,
          error: titleFor(503),
          message: messages.unavailable,
        });
      }
      return { status: redisUp === false ? ('degraded' as const) : ('ok' as const), dependencies };
    },
  );
};

export default routes;
