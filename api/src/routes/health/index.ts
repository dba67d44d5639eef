import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Readiness: answers only when the database does.
  fastify.get(
    '/health',
    {
      schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
      config: { rateLimit: false },
    },
    async () => {
      await fastify.db.query('SELECT 1');
      return { status: 'ok' as const };
    },
  );
};

export default routes;
