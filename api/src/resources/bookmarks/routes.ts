import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import {
  Bookmark,
  BookmarkChanges,
  DueCount,
  NewBookmark,
} from '@kompass/contracts/schemas/bookmarks';
import {
  authErrors,
  Created,
  errors,
  IdParams,
  Page,
  PageQuery,
} from '@kompass/contracts/schemas/common';
import { pageOf } from '../../validation/page.ts';
import { trimBody } from '../../validation/trim.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The badge counts deadlines from today up to this many days ahead. */
const DUE_DAYS = 7;

/** Today's date where the users are (deadlines are German calendar days), `YYYY-MM-DD`. */
function todayInGermany(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { bookmarks } = fastify;

  fastify.get(
    '/bookmarks',
    { schema: { querystring: PageQuery, response: { 200: Page(Bookmark), ...authErrors } } },
    async (request) => bookmarks.list(userOf(request).userId, pageOf(request.query)),
  );

  fastify.post(
    '/bookmarks',
    {
      schema: {
        body: NewBookmark,
        response: { 201: Created, ...authErrors, ...errors(404, 409, 422) },
      },
      preValidation: trimBody(),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const { entityType, entityId } = request.body;
      // Only occupations have slugs for ids; everything else is found by its uuid.
      if (entityType !== 'occupation' && !UUID.test(entityId)) {
        throw badRequest('Das Feld „entityId“ ist keine gültige ID.');
      }
      const id = await bookmarks.create(userOf(request).userId, entityType, entityId);
      return reply.code(201).send({ id });
    },
  );

  // Deadlines from today to a week ahead: the Merkliste tab's badge.
  fastify.get(
    '/bookmarks/due',
    { schema: { response: { 200: DueCount, ...authErrors } } },
    async (request) => {
      const count = await bookmarks.countDue(userOf(request).userId, todayInGermany(), DUE_DAYS);
      return { count, days: DUE_DAYS };
    },
  );

  // Status, deadline and note of an application; only the owner may, admins included. A change
  // kept offline carries its key: sent again after a newer change, it gets its first answer
  // and does not undo that change.
  fastify.patch(
    '/bookmarks/:id',
    {
      schema: {
        params: IdParams,
        body: BookmarkChanges,
        response: { 200: Bookmark, ...authErrors, ...errors(403, 404) },
      },
      preValidation: trimBody(),
      config: { idempotent: true },
    },
    async (request) => bookmarks.update(userOf(request).userId, request.params.id, request.body),
  );

  // Only the owner may delete, admins included.
  fastify.delete(
    '/bookmarks/:id',
    {
      schema: {
        params: IdParams,
        response: { 204: Type.Null(), ...authErrors, ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      await bookmarks.delete(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
