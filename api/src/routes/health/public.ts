import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Status } from '../../schemas/health.ts';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Liveness: the process answers. No database, no auth: the cheapest route there is, which
  // also makes it the baseline of the benchmarks.
  fastify.get(
    '/health/live',
    { schema: { response: { 200: Status } }, config: { rateLimit: false } },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: answers only when the database does.
  fastify.get(
    '/health',
    { schema: { response: { 200: Status } }, config: { rateLimit: false } },
    async () => {
      await fastify.health.ping();
      return { status: 'ok' as const };
    },
  );
};

export default routes;
