import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../errors.ts';
import { contentTypeOf, imageTypes, isObjectName } from '../../files/store.ts';
import { uploadTexts } from '../../files/upload.ts';
import { errors } from '@kompass/contracts/schemas/common';
import { Binary, ObjectNameParams } from '@kompass/contracts/schemas/files';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { files } = fastify;

  // Public: images are shown by <img> tags, which send no token. Not rate limited, like other
  // static files: a page shows many images and browsers cache them for good. Bytes come from the
  // file store; no database query on the way.
  fastify.route({
    method: ['GET', 'HEAD'],
    url: '/files/:objectName',
    schema: {
      params: ObjectNameParams,
      produces: Object.values(imageTypes),
      security: [],
      response: { 200: Binary, ...errors(404) },
    },
    config: { rateLimit: false },
    handler: async (request, reply) => {
      const { objectName } = request.params;
      // Only server-made names reach the disk: no dots, slashes or encoded separators.
      if (!isObjectName(objectName)) throw notFound(uploadTexts.notFound);
      const object =
        request.method === 'HEAD'
          ? await files.size(objectName).then((size) => (size === null ? null : { size }))
          : await files.open(objectName);
      if (!object) throw notFound(uploadTexts.notFound);
      reply
        .code(200)
        .header('Content-Type', contentTypeOf(objectName))
        .header('Content-Length', object.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        // Demo SVGs are served too: opened directly they may run no script and load nothing.
        .header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      return reply.send('stream' in object ? object.stream : null);
    },
  });
};

export default routes;
