import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrors } from '@kompass/contracts/schemas/common';
import { PushKey } from '@kompass/contracts/schemas/push';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  // The VAPID public key is public by design: the browser needs it to subscribe.
  fastify.get(
    '/push/key',
    { schema: { response: { 200: PushKey, ...commonErrors } } },
    async () => ({
      publicKey: fastify.pushSender.publicKey,
    }),
  );
};

export default routes;
