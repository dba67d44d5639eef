import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../errors.ts';
import { objectNameFromUrl, requestOriginOf } from '../../files/urls.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { AvatarSet, SetAvatarQuery } from '@kompass/contracts/schemas/avatars';
import { authErrors } from '@kompass/contracts/schemas/common';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { avatars, config } = fastify;

  // The url is one of this server's file URLs (or a bare object name) the caller uploaded.
  fastify.post(
    '/avatars',
    { schema: { querystring: SetAvatarQuery, response: { 200: AvatarSet, ...authErrors } } },
    async (request) => {
      const origin = requestOriginOf(request);
      const url = request.query.url.trim();
      const objectName = origin ? objectNameFromUrl(url, config, origin) : null;
      if (!objectName) {
        throw badRequest(
          'Als Profilbild kannst du nur ein Bild verwenden, das du hier hochgeladen hast.',
        );
      }
      await avatars.set(userOf(request).userId, objectName);
      return { status: 'ok' as const };
    },
  );
};

export default routes;
