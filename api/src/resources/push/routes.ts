import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors } from '@kompass/contracts/schemas/common';
import {
  DeleteSubscriptionQuery,
  SaveSubscription,
  SubscriptionSaved,
} from '@kompass/contracts/schemas/push';
import { checkEndpoint, checkKeys } from './subscription-check.ts';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { push, config } = fastify;

  // Stores this browser's subscription for the caller's session and switches `kinds` on.
  fastify.post(
    '/push/subscriptions',
    {
      schema: { body: SaveSubscription, response: { 201: SubscriptionSaved, ...authErrors } },
    },
    async (request, reply) => {
      const { userId, tokenHash } = userOf(request);
      const { subscription, kinds = [] } = request.body;
      checkEndpoint(subscription.endpoint, config.push.serviceHosts);
      checkKeys(subscription.keys);
      const enabled = await push.subscribe(userId, tokenHash, subscription, kinds);
      return reply.code(201).send({ endpoint: subscription.endpoint, kinds: enabled });
    },
  );

  // Idempotent: the browser unsubscribes when it is done, also when logging out has already
  // removed the row or a queued call is sent twice.
  fastify.delete(
    '/push/subscriptions',
    {
      schema: {
        querystring: DeleteSubscriptionQuery,
        response: { 204: Type.Null(), ...authErrors },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(userOf(request).userId, request.query.endpoint);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
