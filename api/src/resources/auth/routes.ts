import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { User } from '@kompass/contracts/schemas/auth';
import { authErrors, errors } from '@kompass/contracts/schemas/common';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/auth/info',
    { schema: { response: { 200: User, ...authErrors, ...errors(404) } } },
    async (request) => {
      const user = await fastify.users.findById(userOf(request).userId);
      if (!user) throw notFound();
      return user;
    },
  );
};

export default routes;
