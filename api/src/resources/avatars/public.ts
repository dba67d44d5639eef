import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../errors.ts';
import { fileUrl } from '../../files/urls.ts';
import { AvatarRedirect, UserIdParams, UsernameParams } from '@kompass/contracts/schemas/avatars';
import { commonErrors, errors } from '@kompass/contracts/schemas/common';

const redirectErrors = { ...commonErrors, ...errors(404) };

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { avatars, config } = fastify;

  /** 302 to the image; short caching so that a new avatar shows up at once. */
  function sendAvatar(reply: FastifyReply, objectName: string | undefined) {
    reply.header('cache-control', 'no-cache');
    if (!objectName) throw notFound('Für diesen Benutzer gibt es kein Profilbild.');
    return reply.code(302).header('location', fileUrl(config.objectBaseUrl, objectName)).send();
  }

  // Public: images load through <img src>, which sends no token.
  fastify.get(
    '/avatars/:userId',
    {
      schema: {
        params: UserIdParams,
        response: { 302: AvatarRedirect, ...redirectErrors },
        security: [],
      },
    },
    async (request, reply) => sendAvatar(reply, await avatars.objectNameOf(request.params.userId)),
  );

  fastify.get(
    '/avatars/username/:username',
    {
      schema: {
        params: UsernameParams,
        response: { 302: AvatarRedirect, ...redirectErrors },
        security: [],
      },
    },
    async (request, reply) =>
      sendAvatar(reply, await avatars.objectNameOfUsername(request.params.username)),
  );
};

export default routes;
