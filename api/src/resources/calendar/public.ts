import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../errors.ts';
import { FeedParams } from '@kompass/contracts/schemas/calendar';
import { errors } from '@kompass/contracts/schemas/common';
import { calendarFeed } from './feed.ts';

const unknownFeed = 'Diesen Kalender gibt es nicht (mehr).';

/**
 * Public: calendar apps subscribe without a token, so the secret in the path is the only key.
 * An unknown, revoked or malformed secret answers the same 404. Calendars poll rarely; the
 * general rate limit (per IP) still applies.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { calendar, bookmarks, config } = fastify;

  fastify.get(
    '/calendar/feeds/:file',
    {
      schema: {
        params: FeedParams,
        produces: ['text/calendar'],
        security: [],
        response: { 200: Type.String(), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const secret = request.params.file.replace(/\.ics$/, '');
      const userId = await calendar.ownerOf(secret);
      if (!userId) throw notFound(unknownFeed);
      const app = config.appOrigins[0] ?? `${request.protocol}://${request.host}`;
      const body = calendarFeed(await bookmarks.deadlines(userId), { app });
      return reply
        .code(200)
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(body);
    },
  );
};

export default routes;
