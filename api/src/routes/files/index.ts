import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HttpError, badRequest, notFound } from '../../errors.ts';
import { sniffImage } from '../../files/sniff.ts';
import { contentTypeOf, imageTypes, isObjectName, newObjectName } from '../../files/store.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { routeLimit } from '../../plugins/external/rate-limit.ts';
import { authErrors, errors } from '../../schemas/common.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const texts = {
  notMultipart: 'Bitte sende die Datei als multipart/form-data im Feld „file“.',
  missingFile: 'Bitte wähle eine Datei aus (Feld „file“).',
  emptyFile: 'Die Datei ist leer.',
  tooLarge: 'Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.',
  oneFile: 'Bitte lade genau eine Datei hoch.',
  tooManyFields: 'Die Anfrage enthält zu viele Felder.',
  unreadable: 'Die Datei konnte nicht gelesen werden. Bitte versuche es erneut.',
  notAnImage: 'Nur Bilder im Format PNG, JPEG, WebP, GIF oder AVIF können hochgeladen werden.',
  notFound: 'Diese Datei gibt es nicht.',
};

/** Multipart problems are the client's: a German 4xx for each, never a 500. */
function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, texts.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(texts.oneFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest(texts.tooManyFields);
    default:
      // Malformed bodies (no boundary, cut-off parts, …) all land here.
      return badRequest(texts.unreadable);
  }
}

/** The bytes of the one file in the field `file`; other fields are ignored. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let data: Buffer | null = null;
  try {
    // Reads the whole body, so a second file is noticed (files limit) rather than ignored.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw badRequest(texts.missingFile);
      data = await part.toBuffer();
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (data === null) throw badRequest(texts.missingFile);
  return data;
}

const ObjectName = Type.Object({ objectName: Type.String() });

const Binary = Type.Unsafe<unknown>({
  type: 'string',
  format: 'binary',
  description: `Die Bilddaten (${Object.values(imageTypes).join(', ')}).`,
});

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, files } = fastify;

  // Multipart parsing only for the upload route.
  await fastify.register(async (upload) => {
    await upload.register(multipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 10,
        headerPairs: 50,
      },
    });

    upload.post(
      '/files/upload',
      {
        schema: {
          consumes: ['multipart/form-data'],
          description: `Ein Bild (PNG, JPEG, WebP, GIF oder AVIF, höchstens 5 MB) im Feld „file“. Der Typ wird an den Bytes erkannt; der Objektname wird vom Server vergeben.`,
          response: {
            201: Type.Object({ objectName: Type.String() }),
            ...authErrors,
            ...errors(409, 413, 415, 422),
          },
        },
        preValidation: fastify.requireUser,
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
        const { userId } = userOf(request);
        if (!request.isMultipart()) throw new HttpError(415, texts.notMultipart);
        const data = await readUpload(request);
        if (data.length === 0) throw badRequest(texts.emptyFile);
        const extension = await sniffImage(data);
        if (!extension) throw new HttpError(415, texts.notAnImage);

        const objectName = newObjectName(extension);
        await files.put(objectName, data);
        try {
          await db.query(
            'INSERT INTO files (object_name, user_id, content_type, size) VALUES ($1, $2, $3, $4)',
            [objectName, userId, imageTypes[extension], data.length],
          );
        } catch (error) {
          await files.remove(objectName).catch(() => {});
          throw error;
        }
        return reply.code(201).send({ objectName });
      },
    );
  });

  // Public: images are shown by <img> tags, which send no token. Not rate limited, like other
  // static files: a page shows many images and browsers cache them for good.
  fastify.route({
    method: ['GET', 'HEAD'],
    url: '/files/:objectName',
    schema: {
      params: ObjectName,
      produces: Object.values(imageTypes),
      security: [],
      response: { 200: Binary, ...errors(404) },
    },
    config: { rateLimit: false },
    handler: async (request, reply) => {
      const { objectName } = request.params;
      // Only server-made names reach the disk: no dots, slashes or encoded separators.
      if (!isObjectName(objectName)) throw notFound(texts.notFound);
      const object =
        request.method === 'HEAD'
          ? await files.size(objectName).then((size) => (size === null ? null : { size }))
          : await files.open(objectName);
      if (!object) throw notFound(texts.notFound);
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
