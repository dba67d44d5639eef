import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  HttpError,
  isDatabaseUnavailable,
  isPostgresInputError,
  messages,
  titleFor,
  unavailableRetryAfterSeconds,
} from '../../errors.ts';

interface Body {
  error: string;
  message: string;
  [extra: string]: unknown;
}

const statusMessages: Record<number, string> = {
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  413: messages.tooLarge,
  415: messages.unsupportedMediaType,
};

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.badRequest,
  FST_ERR_BAD_URL: messages.invalidAddress,
  FST_ERR_MAX_PARAM_LENGTH: messages.addressTooLong,
};

/**
 * Every message is a sentence ending with a full stop (or ? or !): the client shows it after
 * 'Bitte überprüfe deine Eingaben: ', so a bare phrase would read as broken German. All our
 * texts end so already; this keeps a future one in line.
 */
export function asSentence(message: string): string {
  const trimmed = message.trim();
  if (trimmed === '') return messages.badRequest;
  return /[.!?…]["“”»']?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Maps any error to a status and a `{ error, message }` body with German text. */
export function toErrorResponse(error: FastifyError | HttpError): { status: number; body: Body } {
  const { status, body } = classify(error);
  return { status, body: { ...body, message: asSentence(body.message) } };
}

function classify(error: FastifyError | HttpError): { status: number; body: Body } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { ...error.extra, error: error.error, message: error.message },
    };
  }
  if (error.validation) {
    // The message was written in German by the schema error formatter (app.ts).
    return { status: 400, body: { error: titleFor(400), message: error.message } };
  }
  if (isPostgresInputError(error)) {
    // Safety net: input the schemas let through but the database refused (e.g. a NUL byte).
    const message =
      (error as { code?: string }).code === '23505' ? messages.duplicate : messages.invalidData;
    return { status: 400, body: { error: titleFor(400), message } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: titleFor(503), message: messages.unavailable } };
  }
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = fastifyMessages[error.code] ?? statusMessages[status] ?? messages.badRequest;
    return { status, body: { error: titleFor(status), message } };
  }
  return { status: 500, body: { error: titleFor(500), message: messages.serverError } };
}

export function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: titleFor(404), message: messages.notFound });
}

/** One error handler for the whole app: every error body is `{ error, message }`. */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const { status, body } = toErrorResponse(error);
      if (status === 503) {
        // Expected while PostgreSQL restarts; the client retries after the pause.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('Retry-After', String(unavailableRetryAfterSeconds));
      } else if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.debug({ err: error }, 'request rejected');
      return reply.code(status).send(body);
    });
  },
  { name: 'error-handler' },
);
