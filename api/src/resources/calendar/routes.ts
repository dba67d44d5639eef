import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { userOf } from '../../plugins/app/auth.ts';
import { CalendarFeed, CalendarFeedState } from '@kompass/contracts/schemas/calendar';
import { authErrors } from '@kompass/contracts/schemas/common';

/** The caller's own calendar feed: create or replace it, see whether one exists, revoke it. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { calendar } = fastify;
  // `/api/` as @fastify/autoload registers a resource's routes: without the trailing slash.
  const prefix = fastify.prefix.replace(/\/$/, '');

  fastify.get(
    '/calendar',
    { schema: { response: { 200: CalendarFeedState, ...authErrors } } },
    async (request) => ({ active: await calendar.exists(userOf(request).userId) }),
  );

  // A new secret every time: the old address stops working (a shared link is withdrawn).
  fastify.post(
    '/calendar',
    { schema: { response: { 200: CalendarFeed, ...authErrors } } },
    async (request) => {
      const secret = await calendar.replace(userOf(request).userId);
      return { url: `${request.protocol}://${request.host}${prefix}/calendar/feeds/${secret}.ics` };
    },
  );

  fastify.delete(
    '/calendar',
    { schema: { response: { 204: Type.Null(), ...authErrors } } },
    async (request, reply) => {
      await calendar.revoke(userOf(request).userId);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
