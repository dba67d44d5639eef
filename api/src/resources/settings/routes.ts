import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors } from '@kompass/contracts/schemas/common';
import { SaveSetting, Setting } from '@kompass/contracts/schemas/settings';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { settings } = fastify;

  fastify.get(
    '/settings',
    { schema: { response: { 200: Type.Array(Setting), ...authErrors } } },
    async (request) => settings.list(userOf(request).userId),
  );

  // 201 when the key is new for the caller, 200 when its value was replaced.
  fastify.post(
    '/settings',
    {
      schema: { body: SaveSetting, response: { 200: Setting, 201: Setting, ...authErrors } },
    },
    async (request, reply) => {
      const { key, value } = request.body;
      const stored = value === undefined || value === null ? null : String(value);
      const { setting, created } = await settings.save(userOf(request).userId, key, stored);
      return reply.code(created ? 201 : 200).send(setting);
    },
  );
};

export default routes;
