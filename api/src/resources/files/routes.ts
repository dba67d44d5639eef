import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, badRequest } from '../../errors.ts';
import { sniffImage } from '../../files/sniff.ts';
import { MAX_UPLOAD_BYTES, readUpload, uploadTexts } from '../../files/upload.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { routeLimit } from '../../plugins/external/rate-limit.ts';
import { authErrors, errors } from '@kompass/contracts/schemas/common';
import { UploadedFile } from '@kompass/contracts/schemas/files';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Multipart parsing only for the upload route.
  await fastify.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 10,
      headerPairs: 50,
    },
  });

  fastify.post(
    '/files/upload',
    {
      schema: {
        consumes: ['multipart/form-data'],
        description: `Ein Bild (PNG, JPEG, WebP, GIF oder AVIF, höchstens 5 MB) im Feld „file“. Der Typ wird an den Bytes erkannt; der Objektname wird vom Server vergeben.`,
        response: { 201: UploadedFile, ...authErrors, ...errors(409, 413, 415, 422) },
      },
      config: {
        idempotent: true,
        // Its own budget per user (over all of their sessions), apart from general traffic.
        rateLimit: routeLimit(fastify.config.rateLimit.upload, {
          keyGenerator: (request) =>
            request.session ? `upload:u:${request.session.userId}` : `upload:ip:${request.ip}`,
        }),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, uploadTexts.notMultipart);
      const data = await readUpload(request);
      if (data.length === 0) throw badRequest(uploadTexts.emptyFile);
      const extension = await sniffImage(data);
      if (!extension) throw new HttpError(415, uploadTexts.notAnImage);
      const objectName = await fastify.fileRecords.save(userOf(request).userId, data, extension);
      return reply.code(201).send({ objectName });
    },
  );
};

export default routes;
