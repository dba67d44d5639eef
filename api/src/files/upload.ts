import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../errors.ts';

/** The largest image accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const uploadTexts = {
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
      return new HttpError(413, uploadTexts.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(uploadTexts.oneFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest(uploadTexts.tooManyFields);
    default:
      // Malformed bodies (no boundary, cut-off parts, …) all land here.
      return badRequest(uploadTexts.unreadable);
  }
}

/** The bytes of the one file in the field `file`; other fields are ignored. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let data: Buffer | null = null;
  // A body whose connection closed before it was read would never end: the parser would wait.
  if (request.raw.destroyed && !request.raw.readableEnded) throw badRequest(uploadTexts.unreadable);
  try {
    // Reads the whole body, so a second file is noticed (files limit) rather than ignored.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw badRequest(uploadTexts.missingFile);
      data = await part.toBuffer();
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (data === null) throw badRequest(uploadTexts.missingFile);
  return data;
}
